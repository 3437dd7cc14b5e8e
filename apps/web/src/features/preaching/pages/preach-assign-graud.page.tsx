import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { fetchPreachGuards, preachDetailQuery, preachingKeys } from '../api/preaching.queries';
import { useAssignGuard } from '../api/preaching.mutations';
import { AssignPicker } from '../components/assign-picker';

/** 选择卫士: a station or team admin hands the session to a guard; guards booked within ±2 h cannot be chosen. */
export default function PreachAssignGuardPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const detail = useQuery(preachDetailQuery(id));
  const assign = useAssignGuard();
  const state = queryState(detail, { isMissing: !id, missingTitle: '缺少预约编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const appointment = state.data;
  return (
    <PageShell>
      <AssignPicker
        queryKey={(keyword) => preachingKeys.guards(id, keyword)}
        fetch={(keyword) => fetchPreachGuards(id, keyword)}
        describe={(guard) => (guard.busy ? `${guard.orgName}，前后两小时内已有宣讲` : guard.orgName)}
        isUnavailable={(guard) => guard.busy}
        confirmText={(guard) => `确认将该宣讲分配给卫士「${guard.name}」？`}
        assign={(guard) => assign.mutateAsync({ id, version: appointment.version, guardId: guard.id })}
        testId="preach-guard"
      />
    </PageShell>
  );
}
