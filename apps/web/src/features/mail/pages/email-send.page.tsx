import { Button, Form, Switch, Tag } from 'antd-mobile';
import { MAIL_BODY_MAX, MAIL_TITLE_MAX, MAIL_URGENCIES } from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { SubmitFooter } from '../../../components/submit-footer';
import { LinkRow } from '../../../components/link-row';
import { PATHS } from '../../../config/routes';
import { DiscardDraftButton } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import {
  FormCard,
  SelectField,
  SelectItem,
  TextAreaField,
  TextField,
  fieldProblem,
  useDraftForm,
} from '../../../lib/forms';
import { openPage } from '../../../lib/navigation';
import { AttachmentField } from '../../file';
import { useSendMail, type MailSendBody } from '../api/mail.mutations';
import { composeDraftKey } from '../mail-draft';
import { checkCompose, DEADLINE_DAYS, EMPTY_COMPOSE, type ComposeProblems } from '../mail.rules';
import styles from './mail-pages.module.css';

const dayOptions = [{ label: '不限', value: 0 }, ...DEADLINE_DAYS.map((days) => ({ label: `${days}天`, value: days }))];

/** 发送公文: title, body, urgency, attachments, targets (the picker), sign and feedback deadlines. */
export default function EmailSendPage() {
  const send = useSendMail();
  const { form, hasDraft, patch, problems, submission, submitChecked } = useDraftForm<
    typeof EMPTY_COMPOSE,
    MailSendBody,
    ComposeProblems
  >({
    draftKey: composeDraftKey,
    empty: EMPTY_COMPOSE,
    check: (input) => checkCompose(input, new Date()),
    send: (body, idempotencyKey) => send.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('发送成功');
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
          label="紧急程度"
          testId="mail-urgency"
          columns={3}
          options={MAIL_URGENCIES}
          cleared="NORMAL"
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
        <SelectItem
          label="签收期限（发送后）"
          testId="mail-sign-days"
          columns={6}
          options={dayOptions}
          value={form.signDays ?? 0}
          onChange={(signDays) => patch({ signDays: signDays || null })}
        />
        <Form.Item label="需要反馈" childElementPosition="right">
          <Switch
            data-testid="mail-needs-feedback"
            checked={form.needsFeedback}
            onChange={(needsFeedback) =>
              patch({ needsFeedback, feedbackDays: needsFeedback ? form.feedbackDays : null })
            }
          />
        </Form.Item>
        {form.needsFeedback ? (
          <SelectItem
            label="反馈期限（发送后）"
            problem={problems.feedbackDays}
            testId="mail-feedback-days"
            columns={6}
            options={dayOptions}
            value={form.feedbackDays ?? 0}
            onChange={(feedbackDays) => patch({ feedbackDays: feedbackDays || null })}
          />
        ) : null}
      </FormCard>
      <div className={styles.toolbar}>
        {hasDraft ? <DiscardDraftButton draftKey={composeDraftKey} onDiscarded={submission.cancel} /> : <span />}
        <Button size="small" fill="none" onClick={() => openPage(PATHS.mailOutbox)}>
          发件箱
        </Button>
      </div>
      <SubmitFooter testId="mail-send-submit" isSubmitting={submission.isBusy} onSubmit={submitChecked}>
        发送
      </SubmitFooter>
    </PageShell>
  );
}
