import { describe, expect, it } from 'vitest';
import {
  canDrill,
  drillInto,
  EMPTY_TRANSFER_FORM,
  goToCrumb,
  INITIAL_TRAIL,
  isSelectableOrg,
  parentIdOf,
  ROOT_CRUMB,
  selectCanDecideTransfer,
  toTransferCreateBody,
  transferFormProblems,
  type TransferFormValues,
} from './transfer.rules';

const filled: TransferFormValues = {
  toOrg: { id: 'org-c2', name: '东湖社区' },
  reason: 'NOT_JURISDICTION',
  reasonText: '',
  force: false,
};
const warning = { assignmentId: 'as-1', version: 3 };

describe('transferFormProblems', () => {
  it('asks for the target unit and the reason on an empty form', () => {
    expect(transferFormProblems(EMPTY_TRANSFER_FORM)).toEqual({ toOrg: '请选择移交单位', reason: '请选择移交原因' });
  });

  it('needs no text for a dictionary reason', () => {
    expect(transferFormProblems(filled)).toEqual({});
  });

  it('requires the text when the reason is 其他, blank text counting as none', () => {
    const needsText = { reasonText: '选择“其他”时须填写移交说明' };
    expect(transferFormProblems({ ...filled, reason: 'OTHER' })).toEqual(needsText);
    expect(transferFormProblems({ ...filled, reason: 'OTHER', reasonText: '   ' })).toEqual(needsText);
    expect(transferFormProblems({ ...filled, reason: 'OTHER', reasonText: '已搬至外市' })).toEqual({});
  });

  it('limits the text to 500 characters', () => {
    expect(transferFormProblems({ ...filled, reasonText: 'x'.repeat(500) })).toEqual({});
    expect(transferFormProblems({ ...filled, reasonText: 'x'.repeat(501) })).toEqual({
      reasonText: '移交说明不超过500字',
    });
  });
});

describe('toTransferCreateBody', () => {
  it('builds the contract body with the assignment version and trimmed text', () => {
    expect(toTransferCreateBody({ ...filled, reason: 'OTHER', reasonText: ' 已搬至外市 ' }, warning, false)).toEqual({
      assignmentId: 'as-1',
      version: 3,
      toOrgId: 'org-c2',
      reason: 'OTHER',
      reasonText: '已搬至外市',
    });
  });

  it('refuses a form with problems (其他 without text)', () => {
    expect(toTransferCreateBody({ ...filled, reason: 'OTHER' }, warning, false)).toBeNull();
  });

  it('sends force only for the centre', () => {
    expect(toTransferCreateBody({ ...filled, force: true }, warning, true)?.force).toBe(true);
    expect(toTransferCreateBody({ ...filled, force: true }, warning, false)).not.toHaveProperty('force');
  });
});

describe('org picker trail', () => {
  const district = { id: 'd1', name: '西湖分局', kind: 'district', hasChildren: true };
  const station = { id: 's1', name: '北山派出所', kind: 'station', hasChildren: true };
  const community = { id: 'c1', name: '东湖社区', kind: 'community', hasChildren: false };

  it('starts at the root, which asks without a parent', () => {
    expect(INITIAL_TRAIL).toEqual([ROOT_CRUMB]);
    expect(parentIdOf(INITIAL_TRAIL)).toBeUndefined();
  });

  it('grows by each opened node with children and asks for its children', () => {
    const trail = drillInto(drillInto(INITIAL_TRAIL, district), station);
    expect(trail.map((crumb) => crumb.name)).toEqual([ROOT_CRUMB.name, '西湖分局', '北山派出所']);
    expect(parentIdOf(trail)).toBe('s1');
  });

  it('does not grow by a leaf unit', () => {
    const trail = drillInto(INITIAL_TRAIL, district);
    expect(drillInto(trail, community)).toBe(trail);
    expect(drillInto(trail, { ...station, hasChildren: false })).toBe(trail);
  });

  it('opens a district even when it is not flagged with children', () => {
    expect(canDrill({ kind: 'district', hasChildren: false })).toBe(true);
    expect(drillInto(INITIAL_TRAIL, { ...district, hasChildren: false })).toHaveLength(2);
  });

  it('goes back up to a tapped step, ignoring the current step and out-of-range taps', () => {
    const trail = drillInto(drillInto(INITIAL_TRAIL, district), station);
    expect(goToCrumb(trail, 0)).toEqual([ROOT_CRUMB]);
    expect(goToCrumb(trail, 1).map((crumb) => crumb.id)).toEqual([null, 'd1']);
    expect(goToCrumb(trail, 2)).toBe(trail);
    expect(goToCrumb(trail, 9)).toBe(trail);
  });

  it('offers units that handle warnings, not the centre or a district', () => {
    expect(['station', 'street', 'community', 'partner'].every((kind) => isSelectableOrg({ kind }))).toBe(true);
    expect(isSelectableOrg({ kind: 'centre' })).toBe(false);
    expect(isSelectableOrg({ kind: 'district' })).toBe(false);
  });
});

describe('selectCanDecideTransfer', () => {
  const session: Parameters<typeof selectCanDecideTransfer>[0] = { loginType: 'guard', orgLevel: 4, roleType: 1 };
  it('lets team admins and up, oa staff and the centre decide, not plain guards', () => {
    expect(selectCanDecideTransfer(session)).toBe(false);
    expect(selectCanDecideTransfer({ ...session, roleType: 2 })).toBe(true);
    expect(selectCanDecideTransfer({ ...session, loginType: 'oa', roleType: null })).toBe(true);
    expect(selectCanDecideTransfer({ ...session, orgLevel: 1 })).toBe(true);
  });
});
