import { List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { MAIL_URGENCIES } from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { ShortList } from '../../../components/short-list';
import { showConfirm } from '../../../lib/feedback';
import { templatesQuery } from '../api/mail.queries';
import { useComposeDraft } from '../mail-draft';
import { applyTemplate } from '../mail.rules';

/** 公文模板: a template fills the compose form (its draft), then back to the form. */
export default function MailModelListPage() {
  const state = queryState(useQuery(templatesQuery()));
  const draft = useComposeDraft();
  if (state.view) return <PageShell>{state.view}</PageShell>;

  const handleChoose = async (template: (typeof state.data)[number]) => {
    const hasTyped = draft.value.title.trim() !== '' || draft.value.body.trim() !== '';
    if (hasTyped && !(await showConfirm('套用模板将替换已填写的标题和正文，是否继续？'))) return;
    draft.patch(applyTemplate(draft.value, template, new Date()));
    goBack();
  };

  return (
    <PageShell>
      <ShortList rows={state.data} empty="暂无模板" mode="card" testId="mail-template-list">
        {(template) => (
          <List.Item
            key={template.id}
            clickable
            data-testid={`mail-template-${template.id}`}
            description={template.title}
            extra={template.urgency === 'NORMAL' ? null : <Tag color="warning">{MAIL_URGENCIES[template.urgency]}</Tag>}
            onClick={() => void handleChoose(template)}
          >
            {template.name}
            {template.needsFeedback ? '（需反馈）' : ''}
          </List.Item>
        )}
      </ShortList>
    </PageShell>
  );
}
