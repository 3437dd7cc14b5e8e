import type { GullibleRiskLevel } from '@afp/contract';
import type { GullibleRiskBody, GullibleVisitBody } from './api/gullible.mutations';

export const RISK_COLORS: Record<GullibleRiskLevel, string> = { HIGH: 'danger', MEDIUM: 'warning', LOW: 'primary' };

export interface VisitForm {
  publicityDone: boolean;
  appInstalled: boolean;
  circleJoined: boolean;
  content: string;
}
export const EMPTY_VISIT: VisitForm = { publicityDone: true, appInstalled: false, circleJoined: false, content: '' };

/** The visit body at the person's version, or the problem of its content. */
export function checkVisit(
  person: { id: string; version: number },
  form: VisitForm,
): { body?: GullibleVisitBody; problems?: { content?: string } } {
  const content = form.content.trim();
  if (!content) return { problems: { content: '请填写走访情况' } };
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

export interface RiskForm {
  riskLevel: GullibleRiskLevel;
  reason: string;
}
export const riskFormOf = (person: { riskLevel: GullibleRiskLevel }): RiskForm => ({
  riskLevel: person.riskLevel,
  reason: '',
});

/** A risk change at the person's version: a level other than the present one, and why. */
export function checkRisk(
  person: { id: string; version: number; riskLevel: GullibleRiskLevel },
  form: RiskForm,
): { body?: GullibleRiskBody; problems?: Partial<Record<keyof RiskForm, string>> } {
  const reason = form.reason.trim();
  if (form.riskLevel === person.riskLevel) return { problems: { riskLevel: '请选择新的风险等级' } };
  if (!reason) return { problems: { reason: '请填写调整原因' } };
  return { body: { personId: person.id, version: person.version, riskLevel: form.riskLevel, reason } };
}
