import {
  counterAnswerOf,
  type CardFeedback,
  type CardRecord,
  type CardRecordDetail,
  type PartnerCardRecord,
} from '@afp/contract';
import { maskBankCard, maskIdNumber, maskName, maskPhone } from '../../core/personal-data.ts';
import { isCardOverdue } from './card-feedback.rules.ts';
import type { CardRecordRow } from './card-feedback.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The only place a card-opening row becomes JSON; lists always mask the applicant. */
export const presentCardRecord = ({ record, orgName, partnerOrgName }: CardRecordRow, now: Date): CardRecord => ({
  id: record.id,
  recordNo: record.recordNo,
  partnerOrgName,
  outletName: record.outletName,
  orgId: record.orgId,
  orgName,
  cardType: record.cardType,
  institution: record.institution,
  applicantName: maskName(record.applicantName),
  applicantIdNumber: maskIdNumber(record.applicantIdNumber),
  applicantPhone: maskPhone(record.applicantPhone),
  riskResult: record.riskResult,
  hitReasons: record.hitReasons,
  customerWaiting: record.customerWaiting,
  state: record.state,
  assigneeId: record.assigneeId,
  assigneeName: record.assigneeName,
  deadline: iso(record.deadline),
  isOverdue: isCardOverdue(record, now),
  advice: record.advice,
  version: record.version,
  createdAt: record.createdAt.toISOString(),
});

function feedbackOf(record: CardRecordRow['record']): CardFeedback | null {
  const { method, conclusion, advice, outcome, fedBackAt } = record;
  if (!method || !conclusion || !advice || !outcome || !fedBackAt) return null;
  return {
    method,
    conclusion,
    advice,
    outcome,
    content: record.content ?? '',
    amountProtected: record.amountProtected,
    fedBackByName: record.fedBackByName ?? '',
    fedBackAt: fedBackAt.toISOString(),
  };
}

export function presentCardDetail(
  row: CardRecordRow,
  context: { now: Date; whole: boolean; history: { action: string; remark: string | null; createdAt: Date }[] },
): CardRecordDetail {
  const { record } = row;
  const listed = presentCardRecord(row, context.now);
  return {
    ...listed,
    ...(context.whole
      ? {
          applicantName: record.applicantName,
          applicantIdNumber: record.applicantIdNumber,
          applicantPhone: record.applicantPhone,
        }
      : {}),
    purpose: record.purpose,
    cardNumber: record.cardType === 'PHONE' ? maskPhone(record.cardNumber) : maskBankCard(record.cardNumber),
    riskSigns: record.riskSigns,
    amountAtStake: record.amountAtStake,
    checkedAt: record.checkedAt.toISOString(),
    feedback: feedbackOf(record),
    returnReason: record.returnReason,
    closedAt: iso(record.closedAt),
    history: context.history.map((entry) => ({
      action: entry.action,
      remark: entry.remark,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/** The outlet's partner sees the guard's answer once given (not while it is being redone), the applicant masked. */
export function presentPartnerCardRecord({ record, orgName }: CardRecordRow): PartnerCardRecord {
  const isAnswered = record.state === 'FED_BACK' || (record.state === 'CLOSED' && record.fedBackAt !== null);
  return {
    id: record.id,
    recordNo: record.recordNo,
    outletName: record.outletName,
    cardType: record.cardType,
    institution: record.institution,
    applicantName: maskName(record.applicantName),
    applicantIdNumber: maskIdNumber(record.applicantIdNumber),
    riskResult: record.riskResult,
    hitReasons: record.hitReasons,
    state: record.state,
    orgName,
    deadline: iso(record.deadline),
    advice: isAnswered ? record.advice : null,
    conclusion: isAnswered ? record.conclusion : null,
    outcome: isAnswered ? record.outcome : null,
    answer: counterAnswerOf(record),
    answeredAt: isAnswered ? iso(record.fedBackAt) : null,
    createdAt: record.createdAt.toISOString(),
  };
}
