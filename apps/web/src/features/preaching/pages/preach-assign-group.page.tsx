import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { fetchPreachUnits, preachDetailQuery, preachingKeys } from '../api/preaching.queries';
import { useAssignUnit } from '../api/preaching.mutations';
import { AssignPicker } from '../components/assign-picker';

/** 选择单位: the centre or a station admin hands the session to a unit of their area. */
export default function PreachAssignGroupPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const detail = useQuery(preachDetailQuery(id));
  const assign = useAssignUnit();
  const state = queryState(detail, { isMissing: !id, missingTitle: '缺少预约编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const appointment = state.data;
  return (
    <PageShell>
      <AssignPicker
        queryKey={preachingKeys.units}
        fetch={fetchPreachUnits}
        describe={(unit) => unit.parentName}
        confirmText={(unit) => `确认将该宣讲分配给「${unit.name}」？`}
        assign={(unit) => assign.mutateAsync({ id, version: appointment.version, orgId: unit.id })}
        testId="preach-unit"
      />
    </PageShell>
  );
}
