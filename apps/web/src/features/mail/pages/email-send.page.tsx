import { Button, Form, Switch, Tag } from 'antd-mobile';
import { MAIL_BODY_MAX, MAIL_SECRECIES, MAIL_TITLE_MAX, MAIL_URGENCIES, type MailDetail } from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { SubmitFooter } from '../../../components/submit-footer';
import { LinkRow } from '../../../components/link-row';
import { PATHS } from '../../../config/routes';
import { DiscardDraftButton } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { FormCard, SelectField, TextAreaField, TextField, fieldProblem, useDraftForm } from '../../../lib/forms';
import { openPage } from '../../../lib/navigation';
import { AttachmentField } from '../../file';
import { useSendMail, type MailSendBody } from '../api/mail.mutations';
import { DeadlineField } from '../components/deadline-field';
import { composeDraftKey } from '../mail-draft';
import { checkCompose, EMPTY_COMPOSE, type ComposeProblems } from '../mail.rules';
import styles from './mail-pages.module.css';

/**
 * 发送公文: title, 缓急, 密级, body, attachments, targets (the picker), sign and feedback deadlines to the
 * minute, and 审核/签发 (sent once a leader of the office approves; the 文号 is given when it goes out).
 */
export default function EmailSendPage() {
  const send = useSendMail();
  const { form, hasDraft, patch, problems, submission, submitChecked } = useDraftForm<
    typeof EMPTY_COMPOSE,
    MailSendBody,
    ComposeProblems,
    MailDetail
  >({
    draftKey: composeDraftKey,
    empty: EMPTY_COMPOSE,
    check: (input) => checkCompose(input, new Date()),
    send: (body, idempotencyKey) => send.mutateAsync({ body, idempotencyKey }),
    onSent: (sent) => {
      showToast(sent.state === 'PENDING' ? '已提交领导签发' : `发送成功 ${sent.docNumber ?? ''}`);
      goBack();
    },
  });
  const fields = { form, patch, problems };

  return (
    <PageShell>
      <FormCard
        submission={submission}
        intro={
          <LinkRow testId="mail-open-templates" onClick={() => openPage(PATHS.mailModelList)}>
            从模板开始{form.templateId ? '（已套用模板）' : ''}
          </LinkRow>
        }
      >
        <TextField
          of={fields}
          name="title"
          label="标题"
          required
          testId="mail-title"
          placeholder="请输入公文标题"
          maxLength={MAIL_TITLE_MAX}
        />
        <SelectField
          of={fields}
          name="urgency"
          label="缓急"
          testId="mail-urgency"
          columns={3}
          options={MAIL_URGENCIES}
          cleared="NORMAL"
        />
        <SelectField
          of={fields}
          name="secrecy"
          label="密级"
          testId="mail-secrecy"
          columns={2}
          options={MAIL_SECRECIES}
          cleared="PUBLIC"
        />
        <TextAreaField
          of={fields}
          name="body"
          label="正文"
          required
          testId="mail-body-input"
          placeholder="请输入正文"
          rows={6}
          maxLength={MAIL_BODY_MAX}
          showCount
        />
        <Form.Item
          label="接收单位"
          required
          description={fieldProblem(problems.targets)}
          clickable
          onClick={() => openPage(PATHS.mailSelTargetOrg)}
          arrowIcon
        >
          <div data-testid="mail-targets">
            {form.targets.length === 0
              ? '请选择'
              : form.targets.map((target) => (
                  <Tag key={target.orgId} color="primary" fill="outline">
                    {target.name}
                    {target.withSubtree ? '及下级' : ''}
                  </Tag>
                ))}
          </div>
        </Form.Item>
        <AttachmentField
          attachments={form.attachments}
          onChange={(attachments) => patch({ attachments })}
          testId="mail-attachments-field"
        />
        <DeadlineField
          label="签收期限"
          testId="mail-sign-deadline"
          value={form.signDeadline ?? null}
          problem={problems.signDeadline}
          onChange={(signDeadline) => patch({ signDeadline })}
        />
        <Form.Item label="需要反馈" childElementPosition="right">
          <Switch
            data-testid="mail-needs-feedback"
            checked={form.needsFeedback}
            onChange={(needsFeedback) =>
              patch({ needsFeedback, feedbackDeadline: needsFeedback ? form.feedbackDeadline : null })
            }
          />
        </Form.Item>
        {form.needsFeedback ? (
          <DeadlineField
            label="反馈期限"
            testId="mail-feedback-deadline"
            value={form.feedbackDeadline ?? null}
            problem={problems.feedbackDeadline}
            onChange={(feedbackDeadline) => patch({ feedbackDeadline })}
          />
        ) : null}
        <Form.Item label="领导签发" description="开启后由本单位领导审核签发，签发后才发出" childElementPosition="right">
          <Switch
            data-testid="mail-needs-approval"
            checked={form.needsApproval ?? false}
            onChange={(needsApproval) => patch({ needsApproval })}
          />
        </Form.Item>
      </FormCard>
      <div className={styles.toolbar}>
        {hasDraft ? <DiscardDraftButton draftKey={composeDraftKey} onDiscarded={submission.cancel} /> : <span />}
        <Button size="small" fill="none" onClick={() => openPage(PATHS.mailOutbox)}>
          发件箱
        </Button>
      </div>
      <SubmitFooter testId="mail-send-submit" isSubmitting={submission.isBusy} onSubmit={submitChecked}>
        {form.needsApproval ? '提交签发' : '发送'}
      </SubmitFooter>
    </PageShell>
  );
}
