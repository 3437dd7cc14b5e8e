import { useState } from 'react';
import { Button, Card, Form } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { DISSUASION_OUTCOMES } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { DraftFormPopup } from '../../../components/form-popup';
import { formatDateTime } from '../../../lib/date-time';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { SelectField, TextAreaField, TextField, useDraftForm } from '../../../lib/forms';
import { useRecordDissuasion, type DissuasionBody } from '../api/protection-circle.mutations';
import { circleContactsQuery, dissuasionsQuery } from '../api/protection-circle.queries';
import { checkDissuasion, EMPTY_DISSUASION } from '../protection-circle.rules';
import styles from '../protection-circle.module.css';

const DISSUASION_TEXTS = { title: '登记守护圈劝阻', submitText: '提交', submitTestId: 'dissuasion-submit' };

/**
 * 守护圈劝阻 on a warning: what the owner's circle members did to stop the payment, and (for guards,
 * when the person has an active circle) a form to record one a member reported.
 */
/** `className` places the card in its host page (the warning detail's card margins). */
export function CircleDissuasions({
  assignmentId,
  mayRecord,
  className,
}: {
  assignmentId: string;
  mayRecord: boolean;
  className?: string;
}) {
  const { data: records = [] } = useQuery(dissuasionsQuery(assignmentId));
  const { data: members = [] } = useQuery(circleContactsQuery(assignmentId));
  const [isOpen, setIsOpen] = useState(false);
  if (records.length === 0 && (members.length === 0 || !mayRecord)) return null;
  const mayAdd = mayRecord && members.length > 0;
  return (
    <Card
      className={className}
      title="守护圈劝阻"
      data-testid="circle-dissuasions"
      extra={
        mayAdd ? (
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
      {records.length === 0 ? <div className={styles.note}>暂无守护圈成员劝阻记录</div> : null}
      {records.map((item) => (
        <div key={item.id} data-testid="dissuasion-record">
          {fieldRow('成员', `${item.memberName}（${item.relation}）`)}
          {fieldRow('结果', DISSUASION_OUTCOMES[item.outcome])}
          {item.amount !== null ? fieldRow('涉及金额', `${item.amount.toFixed(2)} 元`) : null}
          {fieldRow('经过', item.content)}
          {fieldRow('登记', `${item.recordedByName} ${formatDateTime(item.recordedAt)}`)}
        </div>
      ))}
      {mayAdd ? (
        <DissuasionFormPopup
          assignmentId={assignmentId}
          members={members.map((member) => ({ value: member.id, label: `${member.name}（${member.relation}）` }))}
          visible={isOpen}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </Card>
  );
}

/** 登记守护圈劝阻: which member, the outcome, the amount at stake and what was done (draft kept, sent once). */
function DissuasionFormPopup({
  assignmentId,
  members,
  visible,
  onClose,
}: {
  assignmentId: string;
  members: { value: string; label: string }[];
  visible: boolean;
  onClose: () => void;
}) {
  const record = useRecordDissuasion();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('circle-dissuasion', assignmentId),
    empty: EMPTY_DISSUASION,
    check: (input) => checkDissuasion(assignmentId, input),
    send: (body: DissuasionBody, idempotencyKey) => record.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('劝阻已登记');
      onClose();
    },
  });
  return (
    <DraftFormPopup texts={DISSUASION_TEXTS} form={draftForm} visible={visible} onClose={onClose}>
      <Form layout="vertical" mode="card">
        <SelectField
          of={draftForm}
          name="memberId"
          label="劝阻成员"
          required
          testId="dissuasion-member"
          columns={2}
          options={members}
          cleared=""
        />
        <SelectField
          of={draftForm}
          name="outcome"
          label="劝阻结果"
          required
          testId="dissuasion-outcome"
          columns={3}
          options={DISSUASION_OUTCOMES}
        />
        <TextField of={draftForm} name="amount" label="涉及金额（元）" type="number" placeholder="选填" />
        <TextAreaField
          of={draftForm}
          name="content"
          label="劝阻经过"
          required
          testId="dissuasion-content"
          rows={3}
          maxLength={500}
          showCount
        />
      </Form>
    </DraftFormPopup>
  );
}
