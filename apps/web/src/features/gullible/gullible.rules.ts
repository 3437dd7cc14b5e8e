import {
  CIRCLE_MEMBER_STATES,
  isMobile,
  VALIDATION_MESSAGES,
  type CircleMember,
  type CircleRole,
  type DissuasionOutcome,
  type GullibleRiskLevel,
} from '@afp/contract';
import type { CircleInviteBody, DissuasionBody, GullibleVisitBody } from './api/gullible.mutations';

export const RISK_COLORS: Record<GullibleRiskLevel, string> = { HIGH: 'danger', MEDIUM: 'warning', LOW: 'primary' };
export const MEMBER_COLORS: Record<CircleMember['status'], string> = {
  INVITED: 'warning',
  ACTIVE: 'success',
  DECLINED: 'default',
  REMOVED: 'default',
};
export const memberStateName = (member: Pick<CircleMember, 'status'>) => CIRCLE_MEMBER_STATES[member.status];

export interface VisitForm {
  publicityDone: boolean;
  appInstalled: boolean;
  circleJoined: boolean;
  content: string;
}
export const EMPTY_VISIT: VisitForm = { publicityDone: true, appInstalled: false, circleJoined: false, content: '' };

/** The visit body at the person's version, or the problem to show. */
export function checkVisit(
  person: { id: string; version: number },
  form: VisitForm,
): { body?: GullibleVisitBody; problem?: string } {
  const content = form.content.trim();
  if (!content) return { problem: '请填写走访情况' };
  return {
    body: {
      personId: person.id,
      version: person.version,
      publicityDone: form.publicityDone,
      appInstalled: form.appInstalled,
      circleJoined: form.circleJoined,
      content,
    },
  };
}

export interface InviteForm {
  name: string;
  phone: string;
  relation: string;
  role: CircleRole;
  notify: boolean;
}
export const EMPTY_INVITE: InviteForm = { name: '', phone: '', relation: '', role: 'family', notify: true };
export type InviteProblems = Partial<Record<'name' | 'phone' | 'relation', string>>;

/** The invitation body, or the problem of each field (the phone by the spec's mobile rule). */
export function checkInvite(ownerId: string, form: InviteForm): { body?: CircleInviteBody; problems: InviteProblems } {
  const problems: InviteProblems = {};
  const name = form.name.trim();
  const phone = form.phone.trim();
  if (!name) problems.name = '请填写姓名';
  if (!isMobile(phone)) problems.phone = VALIDATION_MESSAGES.mobile;
  if (!form.relation) problems.relation = '请选择关系';
  if (Object.keys(problems).length > 0) return { problems };
  return { body: { ownerId, name, phone, relation: form.relation, role: form.role, notify: form.notify }, problems };
}

export interface DissuasionForm {
  memberId: string;
  outcome: DissuasionOutcome | null;
  amount: string;
  content: string;
}
export const EMPTY_DISSUASION: DissuasionForm = { memberId: '', outcome: null, amount: '', content: '' };

export function checkDissuasion(
  assignmentId: string,
  form: DissuasionForm,
): { body?: DissuasionBody; problem?: string } {
  if (!form.memberId) return { problem: '请选择劝阻的守护圈成员' };
  if (!form.outcome) return { problem: '请选择劝阻结果' };
  const amount = form.amount.trim();
  if (amount && !/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(amount)) return { problem: '金额须为非负数且最多两位小数' };
  const content = form.content.trim();
  if (!content) return { problem: '请填写劝阻经过' };
  return {
    body: { memberId: form.memberId, assignmentId, outcome: form.outcome, amount: amount || undefined, content },
  };
}
