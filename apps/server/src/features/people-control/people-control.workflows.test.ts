import { describe, expect, it } from 'vitest';
import { CONTROL_TASK_WORKFLOW as TASK, CONTROLLED_PERSON_WORKFLOW as PERSON } from './people-control.workflows.ts';

describe('people-control workflows', () => {
  it('moves tasks only along the table', () => {
    expect(TASK.can('submit', 'PENDING')).toBe(true);
    expect(TASK.can('submit', 'RETURNED')).toBe(true);
    expect(TASK.can('submit', 'SUBMITTED')).toBe(false);
    expect(TASK.actions.return).toEqual({ from: ['SUBMITTED'], to: 'RETURNED' });
    expect(TASK.can('approve', 'PENDING')).toBe(false);
    expect(TASK.can('cancel', 'APPROVED')).toBe(false);
  });

  it('moves persons IN_CONTROL ↔ LOST_CONTACT → RELEASED', () => {
    expect(PERSON.actions.markLost).toEqual({ from: ['IN_CONTROL'], to: 'LOST_CONTACT' });
    expect(PERSON.actions.restore).toEqual({ from: ['LOST_CONTACT'], to: 'IN_CONTROL' });
    expect(PERSON.can('restore', 'IN_CONTROL')).toBe(false);
    expect(PERSON.can('release', 'LOST_CONTACT')).toBe(true);
    expect(PERSON.can('restore', 'RELEASED')).toBe(false);
  });

  it('answers a refused move with the feature 409 naming the state and the action', () => {
    expect(TASK.illegal('APPROVED', 'submit')).toMatchObject({
      status: 409,
      message: '当前状态（已通过）不能执行该操作（提交反馈）',
    });
    expect(PERSON.stale()).toMatchObject({ status: 409, message: '数据已被他人修改，请刷新后重试' });
  });
});
