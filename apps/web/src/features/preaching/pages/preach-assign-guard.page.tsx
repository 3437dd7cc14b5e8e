import { fetchPreachGuards, preachingKeys } from '../api/preaching.queries';
import { useAssignGuard } from '../api/preaching.mutations';
import { AssignPage, AssignPicker } from '../components/assign-picker';

/** 选择卫士: a station or team admin hands the session to a guard; guards booked within ±2 h cannot be chosen. */
export default function PreachAssignGuardPage() {
  const assign = useAssignGuard();
  return (
    <AssignPage
      picker={(id, version) => (
        <AssignPicker
          queryKey={(keyword) => preachingKeys.guards(id, keyword)}
          fetch={(keyword) => fetchPreachGuards(id, keyword)}
          describe={(guard) => (guard.busy ? `${guard.orgName}，前后两小时内已有宣讲` : guard.orgName)}
          isUnavailable={(guard) => guard.busy}
          confirmText={(guard) => `确认将该宣讲分配给卫士「${guard.name}」？`}
          assign={(guard) => assign.mutateAsync({ id, version, guardId: guard.id })}
          testId="preach-guard"
        />
      )}
    />
  );
}
