import { isMobile, VALIDATION_MESSAGES, type GuardProfileBody, type SpreadRegisterBody } from '@afp/contract';

/** The resident registration form as typed. */
export interface RegisterForm {
  name: string;
  phone: string;
  communityId: string | null;
}
export type RegisterProblems = Partial<Record<keyof RegisterForm, string>>;
export const EMPTY_REGISTER_FORM: RegisterForm = { name: '', phone: '', communityId: null };

/** The public registration's check, the same rules as the contract's (spec §5 mobile validator). */
export function checkRegisterForm(
  code: string,
  form: RegisterForm,
): { body?: SpreadRegisterBody; problems: RegisterProblems } {
  const problems: RegisterProblems = {};
  const name = form.name.trim();
  const phone = form.phone.trim();
  if (!name) problems.name = '请输入姓名';
  else if (name.length > 32) problems.name = '姓名最多32个字';
  if (!isMobile(phone)) problems.phone = VALIDATION_MESSAGES.mobile;
  if (!form.communityId) problems.communityId = '请选择社区';
  if (Object.keys(problems).length > 0 || !form.communityId) return { problems };
  return { problems, body: { code, name, phone, communityId: form.communityId } };
}

export interface ProfileForm {
  name: string;
}
export type ProfileProblems = Partial<Record<keyof ProfileForm, string>>;

export function checkProfileForm(form: ProfileForm): { body?: GuardProfileBody; problems: ProfileProblems } {
  const name = form.name.trim();
  if (!name) return { problems: { name: '请输入姓名' } };
  if (name.length > 32) return { problems: { name: '姓名最多32个字' } };
  return { problems: {}, body: { name } };
}

/** A leaderboard figure with its unit: points as whole numbers, rates with two decimals, nothing to count as —. */
export const formatRankValue = (value: number | null, unit: string): string =>
  value === null ? '—' : unit === '分' ? `${value} 分` : `${value.toFixed(2)} ${unit}`;
