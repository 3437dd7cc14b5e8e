import { Button, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { PREACHING_ENDPOINTS as P, PREACH_PUBLIC_PATHS } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { call } from '../../../lib/api-client';
import { openPage } from '../../../lib/navigation';
import { SubmitFooter } from '../../../components/submit-footer';
import { FormCard, usePublicForm } from '../../../lib/forms';
import { useBookPreach, type PreachBooked } from '../api/preaching.mutations';
import { PreachRequestFields } from '../components/preach-request-fields';
import { checkPreachRequest, EMPTY_PREACH_REQUEST } from '../preaching.rules';
import styles from '../components/preaching.module.css';

function BookingForm({
  code,
  orgName,
  onBooked,
}: {
  code: string;
  orgName: string;
  onBooked: (answer: PreachBooked) => void;
}) {
  const book = useBookPreach();
  const { form, patch, problems, submission, submitChecked } = usePublicForm({
    submitKey: `preach-booking:${code}`,
    empty: EMPTY_PREACH_REQUEST,
    check: checkPreachRequest,
    send: (body, idempotencyKey) => book.mutateAsync({ body: { ...body, code }, idempotencyKey }),
    onSent: onBooked,
  });
  return (
    <>
      <FormCard submission={submission} intro={<div className={styles.actions}>向{orgName}预约反诈宣讲</div>}>
        <PreachRequestFields form={form} problems={problems} patch={patch} />
      </FormCard>
      <SubmitFooter testId="preach-book-submit" isSubmitting={submission.isBusy} onSubmit={submitChecked}>
        提交预约
      </SubmitFooter>
    </>
  );
}

/** The answer to a booking: its reference 预约编号, to look it up later with the contact phone. */
function BookedResult({ booked }: { booked: PreachBooked }) {
  return (
    <>
      <Result
        status={booked.isRepeat ? 'info' : 'success'}
        title={booked.isRepeat ? '已收到您的预约' : '预约已提交'}
        description={
          booked.isRepeat
            ? '该电话在相近时间已有一份预约，无需重复提交。我们会尽快安排，并通过您留下的电话与您联系。'
            : '我们会尽快安排反诈宣讲，并通过您留下的电话与您联系。'
        }
        data-testid="preach-booked"
        data-repeat={booked.isRepeat ? 'true' : undefined}
      />
      {booked.reference ? (
        <>
          <div className={styles.reference}>
            预约编号 <strong data-testid="preach-booked-reference">{booked.reference}</strong>
            <div className={styles.muted}>请记下编号，凭编号和联系电话可查询预约进度</div>
          </div>
          <div className={styles.actions}>
            <Button
              block
              data-testid="preach-booked-status"
              onClick={() => openPage(`${PREACH_PUBLIC_PATHS.bookingStatus}?reference=${booked.reference}`)}
            >
              查询预约进度
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}

/** 宣讲预约 (no login): a unit scans the organisation's code and requests a session. */
export default function PreachBookingPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const [booked, setBooked] = useState<PreachBooked | null>(null);
  const view = useQuery({
    queryKey: ['preach-booking', code],
    queryFn: () => call(P.bookingView, { query: { code } }),
    enabled: code.length >= 8,
  });
  const state = queryState(view, { isMissing: code.length < 8, missingTitle: '二维码无效' });
  if (state.view) return <PageShell showBack={false}>{state.view}</PageShell>;
  return (
    <PageShell showBack={false}>
      {booked ? (
        <BookedResult booked={booked} />
      ) : (
        <BookingForm code={code} orgName={state.data.orgName} onBooked={setBooked} />
      )}
    </PageShell>
  );
}
