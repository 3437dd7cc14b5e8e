import { Space, Tag } from 'antd-mobile';
import {
  CONTROL_LABELS,
  CONTROL_LEVELS,
  CONTROL_TASK_STATES,
  CONTROLLED_PERSON_STATES,
  type ControlledPerson,
  type ControlLevel,
  type ControlTaskState,
} from '@afp/contract';

const LEVEL_COLORS: Record<ControlLevel, string> = { HIGH: 'danger', MEDIUM: 'warning', LOW: 'primary' };
const TASK_COLORS: Partial<Record<ControlTaskState, string>> = { SUBMITTED: 'primary', RETURNED: 'danger' };

/** Label, level, person state, the task's review state and the overdue marker of one person. */
export function ControlTags({ person }: { person: ControlledPerson }) {
  const taskColor = person.taskState ? TASK_COLORS[person.taskState] : undefined;
  return (
    <Space wrap>
      <Tag color={LEVEL_COLORS[person.level]} data-testid="control-level">
        {CONTROL_LEVELS[person.level]}
      </Tag>
      <Tag color="default" fill="outline">
        {CONTROL_LABELS[person.label]}
      </Tag>
      {person.state !== 'IN_CONTROL' ? (
        <Tag color="default" data-testid="control-person-state">
          {CONTROLLED_PERSON_STATES[person.state]}
        </Tag>
      ) : null}
      {person.taskState && taskColor ? (
        <Tag color={taskColor} fill="outline" data-testid="control-task-state">
          {CONTROL_TASK_STATES[person.taskState]}
        </Tag>
      ) : null}
      {person.isOverdue ? (
        <Tag color="danger" data-testid="control-overdue">
          已逾期
        </Tag>
      ) : null}
    </Space>
  );
}
