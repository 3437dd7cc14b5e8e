import { useState } from 'react';
import { Radio, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { EmptyState } from '../../../components/empty-state';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { SubmitFooter } from '../../../components/submit-footer';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { cardAssigneesQuery, cardRecordQuery } from '../api/card-feedback.queries';
import { useAssignCard } from '../api/card-feedback.mutations';
import { MISSING_CARD_ID } from '../card-feedback.texts';

/** 分配任务: the station admin gives the check to one of the area's guards. */
export default function AssignTasksPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const record = useQuery(cardRecordQuery(id));
  const assignees = queryState(useQuery(cardAssigneesQuery(id)), { isMissing: !id, missingTitle: MISSING_CARD_ID });
  const [guardId, setGuardId] = useState<string | null>(null);
  const assign = useAssignCard();
  if (assignees.view) return <PageShell>{assignees.view}</PageShell>;
  const chosen = guardId ?? record.data?.assigneeId ?? null;

  const handleSubmit = async () => {
    const guard = assignees.data.find((candidate) => candidate.id === chosen);
    if (!guard || !record.data) return showToast('请选择处置卫士');
    if (!(await showConfirm(`确认将该开卡记录分配给${guard.name}？`))) return;
    assign.mutate(
      { id, version: record.data.version, guardId: guard.id },
      {
        onSuccess: () => {
          showToast('分配成功');
          goBack();
        },
        onError: toastError,
      },
    );
  };

  return (
    <PageShell>
      {assignees.data.length === 0 ? (
        <EmptyState title="辖区内暂无可分配的卫士" />
      ) : (
        <Radio.Group value={chosen} onChange={(value) => setGuardId(String(value))}>
          <List header="选择处置卫士" mode="card">
            {assignees.data.map((guard) => (
              <List.Item key={guard.id} description={guard.orgName} data-testid={`card-assignee-${guard.id}`}>
                <Radio value={guard.id} block>
                  {guard.name}
                </Radio>
              </List.Item>
            ))}
          </List>
        </Radio.Group>
      )}
      <SubmitFooter testId="card-assign-submit" isSubmitting={assign.isPending} onSubmit={() => void handleSubmit()}>
        确认分配
      </SubmitFooter>
    </PageShell>
  );
}
