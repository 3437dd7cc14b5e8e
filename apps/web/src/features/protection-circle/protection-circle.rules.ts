import {
  CIRCLE_MEMBER_STATES,
  isMobile,
  VALIDATION_MESSAGES,
  type CircleMember,
  type CircleRole,
  type DissuasionOutcome,
} from '@afp/contract';
import type { CircleInviteBody, DissuasionBody } from './api/protection-circle.mutations';

export const MEMBER_COLORS: Record<CircleMember['status'], string> = {
  INVITED: 'warning',
  ACTIVE: 'success',
  DECLINED: 'default',
  REMOVED: 'default',
};
export const memberStateName = (member: Pick<CircleMember, 'status'>) => CIRCLE_MEMBER_STATES[member.status];

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
export type DissuasionProblems = Partial<Record<keyof DissuasionForm, string>>;

/** The 劝阻 body, or the problem of each field (the first, in the form's order, is the one toasted). */
export function checkDissuasion(
  assignmentId: string,
  form: DissuasionForm,
): { body?: DissuasionBody; problems?: DissuasionProblems } {
  const problems: DissuasionProblems = {};
  const amount = form.amount.trim();
  const content = form.content.trim();
  if (!form.memberId) problems.memberId = '请选择劝阻的守护圈成员';
  if (!form.outcome) problems.outcome = '请选择劝阻结果';
  if (amount && !/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(amount)) problems.amount = '金额须为非负数且最多两位小数';
  if (!content) problems.content = '请填写劝阻经过';
  if (Object.keys(problems).length > 0 || !form.outcome) return { problems };
  return {
    body: { memberId: form.memberId, assignmentId, outcome: form.outcome, amount: amount || undefined, content },
  };
}
