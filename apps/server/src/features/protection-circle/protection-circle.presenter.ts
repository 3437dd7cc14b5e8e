import type { Circle, CircleDetail, CircleMember, CircleMemberDetail, Dissuasion } from '@afp/contract';
import { GULLIBLE_GROUPS, GULLIBLE_RISK_LEVELS } from '@afp/contract';
import { maskName, maskPhone } from '../../core/personal-data.ts';
import type { CircleOwnerRow } from './protection-circle.repository.ts';
import type { CircleMemberRow, DissuasionRow } from './protection-circle.table.ts';

/** Relatives are personal data too: name and phone masked except for the owner's holders' whole view. */
export const presentMember = (row: CircleMemberRow, ownerId: string, isWhole: boolean): CircleMember => ({
  id: row.id,
  ownerId,
  name: isWhole ? row.name : maskName(row.name),
  phone: maskPhone(row.phone),
  relation: row.relation,
  role: row.role,
  notify: row.notify,
  status: row.status,
  version: row.version,
  invitedAt: row.createdAt.toISOString(),
  respondedAt: row.respondedAt?.toISOString() ?? null,
});

export const presentMemberDetail = (
  row: CircleMemberRow,
  ownerId: string,
  { isWhole, canManage }: { isWhole: boolean; canManage: boolean },
): CircleMemberDetail => ({
  ...presentMember(row, ownerId, isWhole),
  contactPhone: isWhole ? row.phone : maskPhone(row.phone),
  canManage,
});

export const presentCircle = (row: CircleOwnerRow): Circle => ({
  ownerId: row.owner.id,
  ownerName: maskName(row.owner.name),
  ownerPhone: row.owner.phoneMasked,
  group: GULLIBLE_GROUPS[row.owner.group],
  riskLevel: GULLIBLE_RISK_LEVELS[row.owner.riskLevel],
  orgName: row.orgName,
  active: row.active,
  invited: row.invited,
});

export const presentCircleDetail = (
  row: CircleOwnerRow,
  members: CircleMemberRow[],
  { isWhole, canManage }: { isWhole: boolean; canManage: boolean },
): CircleDetail => ({
  ...presentCircle(row),
  ownerName: isWhole ? row.owner.name : maskName(row.owner.name),
  ownerContactPhone: isWhole ? row.owner.contactPhone : row.owner.phoneMasked,
  canCall: isWhole,
  canManage,
  members: members.map((member) => presentMember(member, row.owner.id, isWhole)),
});

export const presentDissuasion = (row: DissuasionRow, memberName: string, relation: string): Dissuasion => ({
  id: row.id,
  memberName,
  relation,
  outcome: row.outcome,
  amount: row.amount === null ? null : Number(row.amount),
  content: row.content,
  recordedByName: row.recordedByName,
  recordedAt: row.recordedAt.toISOString(),
});
