import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { isSupervisingOffice, type ReportSubmission, type ReportTemplateSummary } from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { InfiniteList } from '../../../components/infinite-list';
import { HeaderButton } from '../../../components/header-button';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { showToast } from '../../../lib/feedback';
import { openPage } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { loginInfoQuery } from '../../auth';
import { fetchSubmissionPage, fetchTemplatePage, reportKeys, todoQuery } from '../api/report.queries';
import { SubmissionCard, TemplateCard, TodoCard } from '../components/report-cards';
import styles from '../components/report.module.css';
import { fillLink, submissionLink, summaryLink } from '../report-links';
import { PullToRefresh } from '../../../components/pull-to-refresh';

type Tab = 'todo' | 'templates' | 'submissions';

/** 待填报: the periods of the last 90 days the organisation still owes (handed-in ones are under 已上报), overdue first. */
function TodoList() {
  const query = useQuery(todoQuery());
  const state = queryState(query, { errorTestId: 'report-todo-error' });
  if (state.view) return state.view;
  const overdue = state.data.filter((todo) => todo.isOverdue).length;
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      {state.data.length === 0 ? (
        <EmptyState title="本单位暂无需填报的报表" testId="report-todo-empty" />
      ) : (
        <div data-testid="report-todo">
          <div className={styles.total}>
            共 {state.data.length} 期{overdue > 0 ? `，其中逾期未报 ${overdue} 期` : ''}
          </div>
          {state.data.map((todo) => (
            <TodoCard
              key={`${todo.templateId}-${todo.period.key}`}
              todo={todo}
              onOpen={() => openPage(fillLink(todo.templateId, todo.period.key))}
            />
          ))}
        </div>
      )}
    </PullToRefresh>
  );
}

/** 报表: templates, to every caller of the branch; templates, submissions and the to-do as tabs. */
export default function ReportIndexPage() {
  const hasLogin = useSession((s) => s.hasLogin);
  // oa sessions do not store the organisation level: the login info says it.
  const { data: loginInfo } = useQuery(loginInfoQuery(hasLogin));
  const isOffice = loginInfo ? isSupervisingOffice(loginInfo) : false;
  const [chosen, setChosen] = useState<Tab | null>(null);
  const tab: Tab = chosen ?? (isOffice ? 'templates' : 'todo');

  const openTemplate = (template: ReportTemplateSummary) => {
    if (isOffice) openPage(summaryLink(template.id));
    else if (template.mineToSubmit) openPage(fillLink(template.id, template.currentPeriod.key));
    else showToast('本单位无需填报该报表');
  };

  return (
    <PageShell
      right={
        isOffice ? (
          <HeaderButton testId="report-template-create-entry" onClick={() => openPage(PATHS.reportTemplateCreate)}>
            新建报表
          </HeaderButton>
        ) : null
      }
    >
      <Tabs activeKey={tab} onChange={(key) => setChosen(key as Tab)}>
        <Tabs.Tab title={<span data-testid="report-tab-todo">待填报</span>} key="todo" />
        <Tabs.Tab
          title={<span data-testid="report-tab-templates">{isOffice ? '报表汇总' : '报表'}</span>}
          key="templates"
        />
        <Tabs.Tab title={<span data-testid="report-tab-submissions">已上报</span>} key="submissions" />
      </Tabs>
      {tab === 'todo' ? <TodoList /> : null}
      {tab === 'templates' ? (
        <InfiniteList<ReportTemplateSummary>
          queryKey={reportKeys.templates()}
          fetchPage={fetchTemplatePage}
          itemKey={(template) => template.id}
          emptyText="暂无报表"
          renderItem={(template) => <TemplateCard template={template} onOpen={() => openTemplate(template)} />}
          testId="report-templates"
        />
      ) : null}
      {tab === 'submissions' ? (
        <InfiniteList<ReportSubmission>
          queryKey={reportKeys.submissions()}
          fetchPage={fetchSubmissionPage}
          itemKey={(submission) => submission.id}
          emptyText="暂无上报记录"
          header={(total) => <div className={styles.total}>共 {total} 条</div>}
          renderItem={(submission) => (
            <SubmissionCard submission={submission} onOpen={() => openPage(submissionLink(submission.id))} />
          )}
          testId="report-submissions"
        />
      ) : null}
    </PageShell>
  );
}
