import { Card, Checkbox, Form, List, Space, Tag } from 'antd-mobile';
import { MAIL_FORWARD_NOTE_MAX, MAIL_RECEIPT_STATES, type MailReceiptDetail } from '@afp/contract';
import { SubmitFooter } from '../../../components/submit-footer';
import { DiscardDraftButton, draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { fieldProblem, FormCard, TextAreaField, useDraftForm } from '../../../lib/forms';
import { useForwardMail, type MailForwardBody } from '../api/mail.mutations';
import { checkForward, EMPTY_FORWARD, RECEIPT_STATE_COLOR, type ForwardForm } from '../mail.rules';
import { ReadersLine } from './sign-entries';
import styles from './mail.module.css';

/** 转发: the station picks some of its communities and writes its note (draft kept per receipt, sent once). */
export function ForwardForm({ receipt }: { receipt: MailReceiptDetail }) {
  const draftKey = draftKeyOf('mail-forward', receipt.id);
  const forward = useForwardMail();
  const { form, hasDraft, patch, problems, submission, submitChecked } = useDraftForm<
    ForwardForm,
    MailForwardBody,
    Partial<Record<'orgIds' | 'note', string>>
  >({
    draftKey,
    empty: EMPTY_FORWARD,
    check: (input) => checkForward(input, receipt.id),
    send: (body, idempotencyKey) => forward.mutateAsync({ body, idempotencyKey }),
    onSent: () => showToast('转发成功'),
  });
  const fields = { form, patch, problems };
  const allIds = receipt.forwardTargets.map((org) => org.id);
  return (
    <>
      <FormCard submission={submission} intro={<div className={styles.hint}>转发至本街道社区</div>}>
        <Form.Item label="转发社区" required description={fieldProblem(problems.orgIds)}>
          <Space direction="vertical" block>
            <Checkbox
              data-testid="mail-forward-all"
              checked={form.orgIds.length === allIds.length}
              indeterminate={form.orgIds.length > 0 && form.orgIds.length < allIds.length}
              onChange={(checked) => patch({ orgIds: checked ? allIds : [] })}
            >
              全选
            </Checkbox>
            <Checkbox.Group value={form.orgIds} onChange={(orgIds) => patch({ orgIds: orgIds as string[] })}>
              <Space direction="vertical">
                {receipt.forwardTargets.map((org) => (
                  <Checkbox key={org.id} value={org.id} data-testid={`mail-forward-org-${org.id}`}>
                    {org.name}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Space>
        </Form.Item>
        <TextAreaField
          of={fields}
          name="note"
          label="转发说明"
          required
          testId="mail-forward-note"
          placeholder="请填写转发要求，如请各社区组织学习"
          rows={3}
          maxLength={MAIL_FORWARD_NOTE_MAX}
          showCount
        />
      </FormCard>
      {hasDraft ? <DiscardDraftButton draftKey={draftKey} onDiscarded={submission.cancel} /> : null}
      <SubmitFooter testId="mail-forward-submit" isSubmitting={submission.isBusy} onSubmit={submitChecked}>
        转发
      </SubmitFooter>
    </>
  );
}

/** The communities a station forwarded to, each with its state and who of it read the mail. */
export function ForwardList({ receipt }: { receipt: MailReceiptDetail }) {
  if (receipt.forwards.length === 0) return null;
  const read = receipt.forwards.filter((f) => f.readers.length > 0).length;
  return (
    <Card
      className={styles.card}
      title={`转发情况（已读 ${read}/${receipt.forwards.length}）`}
      data-testid="mail-forwards"
    >
      <List>
        {receipt.forwards.map((entry) => (
          <List.Item
            key={entry.id}
            data-testid={`mail-forward-${entry.orgId}`}
            data-state={entry.state}
            extra={<Tag color={RECEIPT_STATE_COLOR[entry.state]}>{MAIL_RECEIPT_STATES[entry.state]}</Tag>}
            description={<ReadersLine readers={entry.readers} testId={`mail-forward-readers-${entry.orgId}`} />}
          >
            {entry.orgName}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
