import {
  COOPERATION_EXTENSION_HOURS,
  COOPERATION_STEP_KINDS,
  extensionHoursLabel,
  type CooperationStepCreateBody,
  type CooperationTaskType,
  type CooperationUrgency,
} from '@afp/contract';

/** The centre's 延期 / 解除 as asked in its popup: an extension with its duration and optional 文书, both with a reason. */
export type StepKind = 'EXTENSION' | 'RELEASE';
export interface StepCreateForm {
  urgency: CooperationUrgency;
  extensionHours: number | null;
  note: string;
  photos: string[];
}
export const EMPTY_STEP_CREATE_FORM: StepCreateForm = { urgency: 'NORMAL', extensionHours: null, note: '', photos: [] };
export type StepCreateProblems = Partial<Record<'extensionHours' | 'note', string>>;

/** The durations offered for a 延期 of this measure (the server takes only these). */
export const extensionOptionsOf = (type: CooperationTaskType) =>
  (COOPERATION_EXTENSION_HOURS[type] ?? []).map((hours) => ({ label: extensionHoursLabel(hours), value: hours }));

/** The body to send and the question to confirm it with, or what is missing. */
export function checkStepCreateForm(
  task: { id: string; version: number },
  kind: StepKind,
  form: StepCreateForm,
): { body?: CooperationStepCreateBody; confirm?: string; problems: StepCreateProblems } {
  const problems: StepCreateProblems = {};
  const name = COOPERATION_STEP_KINDS[kind];
  if (kind === 'EXTENSION' && !form.extensionHours) problems.extensionHours = '请选择延期时长';
  if (!form.note.trim()) problems.note = `请填写${name}原因`;
  if (Object.keys(problems).length > 0) return { problems };
  const isExtension = kind === 'EXTENSION' && form.extensionHours !== null;
  return {
    problems,
    confirm: isExtension
      ? `确认发起延期 ${extensionHoursLabel(form.extensionHours!)}？合作单位将在措施到期前办理。`
      : '确认发起解除？合作单位办理后措施即解除。',
    body: {
      id: task.id,
      version: task.version,
      kind,
      urgency: form.urgency,
      note: form.note.trim(),
      extensionHours: isExtension ? form.extensionHours! : undefined,
      photos: isExtension ? form.photos : [],
    },
  };
}
