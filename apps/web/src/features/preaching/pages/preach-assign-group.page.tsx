import { fetchPreachUnits, preachingKeys } from '../api/preaching.queries';
import { useAssignUnit } from '../api/preaching.mutations';
import { AssignPage, AssignPicker } from '../components/assign-picker';

/** 选择单位: the centre or a station admin hands the session to a unit of their area. */
export default function PreachAssignGroupPage() {
  const assign = useAssignUnit();
  return (
    <AssignPage
      picker={(id, version) => (
        <AssignPicker
          queryKey={preachingKeys.units}
          fetch={fetchPreachUnits}
          describe={(unit) => unit.parentName}
          confirmText={(unit) => `确认将该宣讲分配给「${unit.name}」？`}
          assign={(unit) => assign.mutateAsync({ id, version, orgId: unit.id })}
          testId="preach-unit"
        />
      )}
    />
  );
}
