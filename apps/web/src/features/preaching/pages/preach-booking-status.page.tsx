import { useState } from 'react';
import { Button, Card, Form } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import {
  PREACHING_ENDPOINTS as P,
  PREACH_TOPICS,
  preachBookingStatusQuerySchema,
  type PreachBookingStatus,
  type PreachBookingStatusQuery,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { PageShell } from '../../../components/page-shell';
import { call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { TextField } from '../../../lib/forms';
import { useSearchParams } from '../../../lib/router';
import styles from '../components/preaching.module.css';

type Problems = Partial<Record<keyof PreachBookingStatusQuery, string>>;

function StatusCard({ booking }: { booking: PreachBookingStatus }) {
  return (
    <Card className={styles.card} data-testid="preach-booking-status" data-state={booking.state}>
      <div className={styles.title}>{booking.status}</div>
      {fieldRow('预约编号', booking.reference)}
      {fieldRow('申请单位', booking.applicantUnit)}
      {fieldRow('宣讲时间', formatDateTime(booking.startsAt))}
      {fieldRow('宣讲主题', booking.topics.map((topic) => PREACH_TOPICS[topic]).join('、'))}
      {fieldRow('受理单位', booking.unitName)}
      {booking.guardName ? fieldRow('宣讲员', booking.guardName) : null}
      {booking.reason ? fieldRow('原因', booking.reason) : null}
      {fieldRow('提交时间', formatDateTime(booking.submittedAt))}
    </Card>
  );
}

/** 预约查询 (no login): a unit looks its booking up by the reference it was given and its contact phone. */
export default function PreachBookingStatusPage() {
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState<PreachBookingStatusQuery>({
    reference: searchParams.get('reference') ?? '',
    phone: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const lookup = useMutation({
    mutationFn: (body: PreachBookingStatusQuery) => call(P.bookingStatus, { body }),
  });
  const fields = {
    form,
    patch: (change: Partial<PreachBookingStatusQuery>) => setForm({ ...form, ...change }),
    problems,
  };
  const handleLookup = () => {
    const parsed = preachBookingStatusQuerySchema.safeParse(form);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Problems] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    lookup.mutate(parsed.data);
  };
  return (
    <PageShell showBack={false}>
      <div className={styles.intro}>输入预约编号和预约时留下的联系电话</div>
      <Form layout="vertical" mode="card">
        <TextField
          of={fields}
          name="reference"
          label="预约编号"
          required
          testId="booking-status-reference"
          placeholder="如 YY2611290001"
          maxLength={16}
        />
        <TextField
          of={fields}
          name="phone"
          label="联系电话"
          required
          testId="booking-status-phone"
          type="tel"
          maxLength={11}
        />
      </Form>
      <div className={styles.actions}>
        <Button
          color="primary"
          block
          loading={lookup.isPending}
          onClick={handleLookup}
          data-testid="booking-status-submit"
        >
          查询
        </Button>
      </div>
      {/* Said on the page, not in a passing toast: a resident checking a booking must not miss it. */}
      {lookup.error ? (
        <div className={styles.lookupProblem} role="alert" data-testid="booking-status-problem">
          {lookup.error.message || '查询失败，请稍后重试'}
        </div>
      ) : null}
      {lookup.data ? <StatusCard booking={lookup.data} /> : null}
    </PageShell>
  );
}
