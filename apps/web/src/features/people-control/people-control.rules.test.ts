import { describe, expect, it } from 'vitest';
import { GUARD_ROLE } from '@afp/contract';
import type { SessionValues } from '../../lib/session/session.store';
import {
  canRecordVisit,
  checkControlVisit,
  EMPTY_CONTROL_VISIT,
  selectIsControlManager,
  selectMayVisit,
} from './people-control.rules';

const task = { id: 'task-1', version: 2 };
const session = (loginType: SessionValues['loginType'], roleType: number | null) =>
  ({ loginType, roleType }) as SessionValues;

describe('control visit form', () => {
  it('names every missing required field', () => {
    const checked = checkControlVisit(task, EMPTY_CONTROL_VISIT);
    expect(checked.problems).toEqual({
      method: '请选择管控方式',
      result: '请选择管控结果',
      location: '请定位或填写地址',
      content: '请填写管控情况',
    });
  });

  it('sends the typed address when not located, and the photo keys', () => {
    const checked = checkControlVisit(task, {
      ...EMPTY_CONTROL_VISIT,
      method: 'PHONE',
      result: 'NOT_FOUND',
      manualAddress: '湖滨花园3幢',
      content: '电话未接通，已走访家属。',
      commitments: ['uploads/2026/01/00000000-0000-0000-0000-000000000000.png'],
    });
    expect(checked.body).toMatchObject({
      taskId: 'task-1',
      version: 2,
      location: { address: '湖滨花园3幢' },
      photos: [],
      commitments: ['uploads/2026/01/00000000-0000-0000-0000-000000000000.png'],
    });
  });
});

describe('who does what', () => {
  it('lets community guards visit and station admins and above decide', () => {
    expect(selectMayVisit(session('guard', GUARD_ROLE.guard))).toBe(true);
    expect(selectMayVisit(session('guard', GUARD_ROLE.stationAdmin))).toBe(false);
    expect(selectIsControlManager(session('guard', GUARD_ROLE.teamAdmin))).toBe(false);
    expect(selectIsControlManager(session('guard', GUARD_ROLE.stationAdmin))).toBe(true);
    expect(selectIsControlManager(session('oa', null))).toBe(true);
  });

  it('records a visit only while the task waits for one', () => {
    expect(canRecordVisit({ state: 'IN_CONTROL', taskState: 'RETURNED' })).toBe(true);
    expect(canRecordVisit({ state: 'IN_CONTROL', taskState: 'SUBMITTED' })).toBe(false);
    expect(canRecordVisit({ state: 'RELEASED', taskState: 'PENDING' })).toBe(false);
  });
});
