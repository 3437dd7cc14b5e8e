import { Card } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { fieldRow } from '../../../components/field-row';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { AttachmentList } from '../../file';
import { feedbackQuery } from '../api/mail.queries';
import styles from './mail-pages.module.css';

/** 反馈详情: one organisation's feedback on a mail and its files. */
export default function MailFeedbackDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const state = queryState(useQuery(feedbackQuery(id)), { isMissing: !id, missingTitle: '缺少反馈编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const feedback = state.data;
  return (
    <PageShell>
      <Card className={styles.section} title={feedback.orgName} data-testid="mail-feedback-detail">
        {fieldRow('反馈人', feedback.fedBackByName)}
        {fieldRow('反馈时间', formatDateTime(feedback.fedBackAt))}
        {fieldRow('反馈内容', feedback.content)}
      </Card>
      <AttachmentList attachments={feedback.attachments} testId="mail-feedback-files" />
    </PageShell>
  );
}
