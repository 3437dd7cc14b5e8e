import {
  controlVisitBodySchema,
  isControlManager,
  type ControlledPerson,
  type ControlVisitMethod,
  type ControlVisitResult,
  GUARD_ROLE,
} from '@afp/contract';
import type { SessionValues } from '../../lib/session/session.store';
import type { ControlVisitBody } from './api/people-control.mutations';

export interface ControlVisitForm {
  method: ControlVisitMethod | null;
  result: ControlVisitResult | null;
  location: { address: string; latitude?: number; longitude?: number } | null;
  manualAddress: string;
  content: string;
  /** Storage keys of the uploaded photos. */
  photos: string[];
  commitments: string[];
}
export const EMPTY_CONTROL_VISIT: ControlVisitForm = {
  method: null,
  result: null,
  location: null,
  manualAddress: '',
  content: '',
  photos: [],
  commitments: [],
};
export type ControlVisitProblems = Partial<Record<'method' | 'result' | 'location' | 'content', string>>;

const REQUIRED: Required<ControlVisitProblems> = {
  method: '请选择管控方式',
  result: '请选择管控结果',
  location: '请定位或填写地址',
  content: '请填写管控情况',
};

/** The body to send, or the problems of each field; the located address wins over a typed one. */
export function checkControlVisit(
  task: { id: string; version: number },
  form: ControlVisitForm,
): { body: ControlVisitBody; problems: null } | { body: null; problems: ControlVisitProblems } {
  const parsed = controlVisitBodySchema.safeParse({
    taskId: task.id,
    version: task.version,
    method: form.method ?? undefined,
    result: form.result ?? undefined,
    location: form.location ?? { address: form.manualAddress },
    content: form.content,
    photos: form.photos,
    commitments: form.commitments,
  });
  if (parsed.success) return { body: parsed.data, problems: null };
  const problems: ControlVisitProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'method' || field === 'result' || field === 'location') problems[field] = REQUIRED[field];
    if (field === 'content') problems.content = issue.message.startsWith('请') ? issue.message : '管控情况不超过1000字';
  }
  return { body: null, problems };
}

const callerOf = (state: SessionValues) =>
  state.loginType === '' ? null : { loginType: state.loginType, roleType: state.roleType };

/** Station admins and above review visits and decide on persons (the server checks the subtree). */
export const selectIsControlManager = (state: SessionValues): boolean => {
  const caller = callerOf(state);
  return caller !== null && isControlManager(caller);
};

/** The community's guards (卫士 and team admin) visit; the server checks the community. */
export const selectMayVisit = (state: SessionValues): boolean =>
  state.loginType === 'guard' && (state.roleType ?? GUARD_ROLE.guard) <= GUARD_ROLE.teamAdmin;

/** A visit can be recorded while the current task waits for it and the person is under control. */
export const canRecordVisit = (person: Pick<ControlledPerson, 'state' | 'taskState'>): boolean =>
  person.state !== 'RELEASED' && (person.taskState === 'PENDING' || person.taskState === 'RETURNED');
