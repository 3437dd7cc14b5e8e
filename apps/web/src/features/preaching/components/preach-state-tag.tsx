import { Tag } from 'antd-mobile';
import { PREACH_STATES, type PreachState } from '@afp/contract';

const COLOR: Record<PreachState, 'primary' | 'success' | 'warning' | 'danger' | 'default'> = {
  SUBMITTED: 'warning',
  ASSIGNED_TO_UNIT: 'warning',
  ASSIGNED_TO_GUARD: 'primary',
  ACCEPTED: 'primary',
  COMPLETED: 'success',
  CLOSED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'default',
};

export function PreachStateTag({ state }: { state: PreachState }) {
  return (
    <Tag color={COLOR[state]} data-testid="preach-state">
      {PREACH_STATES[state]}
    </Tag>
  );
}
