import { useState } from 'react';
import { Button, Card, Form, Input, Popup, Selector, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { DISSUASION_OUTCOMES, type DissuasionOutcome } from '@afp/contract';
import { SubmitFooter } from '../../../components/submit-footer';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { DiscardDraftButton, draftKeyOf, useDraft } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { SubmitWaitingBanner, useSubmitOnce } from '../../../lib/outbox';
import { useRecordDissuasion, type DissuasionBody } from '../api/gullible.mutations';
import { circleContactsQuery, dissuasionsQuery } from '../api/gullible.queries';
import { checkDissuasion, EMPTY_DISSUASION } from '../gullible.rules';
import styles from './popup-form.module.css';

const OUTCOME_OPTIONS = (Object.entries(DISSUASION_OUTCOMES) as [DissuasionOutcome, string][]).map(
  ([value, label]) => ({
    value,
    label,
  }),
);

/**
 * 守护圈劝阻 on a warning: what the owner's circle members did to stop the payment, and (for guards,
 * when the person has an active circle) a form to record one a member reported.
 */
export function CircleDissuasions({ assignmentId, mayRecord }: { assignmentId: string; mayRecord: boolean }) {
  const { data: records = [] } = useQuery(dissuasionsQuery(assignmentId));
  const { data: members = [] } = useQuery(circleContactsQuery(assignmentId));
  const [isOpen, setIsOpen] = useState(false);
  const draftKey = draftKeyOf('circle-dissuasion', assignmentId);
  const { value: form, hasDraft, patch } = useDraft(draftKey, EMPTY_DISSUASION);
  const record = useRecordDissuasion();
  const submission = useSubmitOnce({
    draftKey,
    send: (body: DissuasionBody, idempotencyKey) => record.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('劝阻已登记');
      setIsOpen(false);
    },
  });
  if (records.length === 0 && (members.length === 0 || !mayRecord)) return null;

  const handleSubmit = () => {
    const checked = checkDissuasion(assignmentId, form);
    if (!checked.body) {
      showToast(checked.problem ?? '请完善劝阻信息');
      return;
    }
    submission.submit(checked.body);
  };
  return (
    <Card
      title="守护圈劝阻"
      data-testid="circle-dissuasions"
      extra={
        mayRecord && members.length > 0 ? (
          <Button
            size="mini"
            color="primary"
            fill="outline"
            data-testid="dissuasion-add"
            onClick={() => setIsOpen(true)}
          >
            登记劝阻
          </Button>
        ) : null
      }
    >
      {records.length === 0 ? <div className={styles.link}>暂无守护圈成员劝阻记录</div> : null}
      {records.map((item) => (
        <div key={item.id} data-testid="dissuasion-record">
          {fieldRow('成员', `${item.memberName}（${item.relation}）`)}
          {fieldRow('结果', DISSUASION_OUTCOMES[item.outcome])}
          {item.amount !== null ? fieldRow('涉及金额', `${item.amount.toFixed(2)} 元`) : null}
          {fieldRow('经过', item.content)}
          {fieldRow('登记', `${item.recordedByName} ${formatDateTime(item.recordedAt)}`)}
        </div>
      ))}
      <Popup visible={isOpen} onMaskClick={() => setIsOpen(false)} bodyClassName={styles.popup} destroyOnClose>
        <div className={styles.title}>登记守护圈劝阻</div>
        <SubmitWaitingBanner submission={submission} />
        <Form layout="vertical" mode="card">
          <Form.Item label="劝阻成员" required>
            <Selector
              data-testid="dissuasion-member"
              columns={2}
              options={members.map((member) => ({ value: member.id, label: `${member.name}（${member.relation}）` }))}
              value={form.memberId ? [form.memberId] : []}
              onChange={(values) => patch({ memberId: values[0] ?? '' })}
            />
          </Form.Item>
          <Form.Item label="劝阻结果" required>
            <Selector
              data-testid="dissuasion-outcome"
              columns={3}
              options={OUTCOME_OPTIONS}
              value={form.outcome ? [form.outcome] : []}
              onChange={(values) => patch({ outcome: values[0] ?? null })}
            />
          </Form.Item>
          <Form.Item label="涉及金额（元）">
            <Input type="number" placeholder="选填" value={form.amount} onChange={(amount) => patch({ amount })} />
          </Form.Item>
          <Form.Item label="劝阻经过" required>
            <TextArea
              data-testid="dissuasion-content"
              rows={3}
              maxLength={500}
              showCount
              value={form.content}
              onChange={(content) => patch({ content })}
            />
          </Form.Item>
        </Form>
        {hasDraft ? <DiscardDraftButton draftKey={draftKey} onDiscarded={() => submission.cancel()} /> : null}
        <SubmitFooter testId="dissuasion-submit" isSubmitting={submission.isBusy} onSubmit={handleSubmit}>
          提交
        </SubmitFooter>
      </Popup>
    </Card>
  );
}
