import type {
  CooperationAbilities,
  CooperationBatchProgress,
  CooperationFeedback,
  CooperationStep,
  CooperationStepKind,
  CooperationTask,
  CooperationTaskDetail,
} from '@afp/contract';
import type { TimelineRow } from '../operation-log/index.ts';
import { maskPhone } from '../../core/personal-data.ts';
import type { CooperationTaskListRow } from './cooperation.repository.ts';
import { isCooperationOverdue, isFedBackLate, isPaperworkOverdue, isStepOverdue } from './cooperation.rules.ts';
import type { CooperationFeedbackRow, CooperationTaskStepRow } from './cooperation.table.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;
/** Epoch milliseconds read as text (see the repository's columns) as an ISO time. */
const isoOfMs = (ms: string | null) => (ms ? new Date(Number(ms)).toISOString() : null);

/** One task in a list (both sides): no personal data beyond the task's own fields. */
export function presentCooperationTask(
  row: CooperationTaskListRow,
  now: Date,
  batch: CooperationBatchProgress | null = null,
): CooperationTask {
  const { task } = row;
  return {
    id: task.id,
    type: task.type,
    urgency: task.urgency,
    title: task.title,
    state: task.state,
    partnerOrgId: task.partnerOrgId,
    partnerOrgName: row.partnerOrgName,
    issuerOrgName: row.issuerOrgName,
    issuedAt: task.issuedAt.toISOString(),
    deadlineAt: task.deadlineAt.toISOString(),
    isOverdue: isCooperationOverdue(task, now),
    fedBackAt: iso(task.fedBackAt),
    isLate: isFedBackLate(task),
    measureExpiresAt: isoOfMs(row.measureExpiresMs),
    pendingStep: (row.pendingStep as CooperationStepKind | null) ?? null,
    pendingStepDeadlineAt: isoOfMs(row.waitingStepDeadlineMs),
    version: task.version,
    batch,
  };
}

export function presentCooperationStep(step: CooperationTaskStepRow, now: Date): CooperationStep {
  return {
    id: step.id,
    seq: step.seq,
    kind: step.kind,
    urgency: step.urgency,
    state: step.state,
    note: step.note,
    requestedAt: step.requestedAt.toISOString(),
    deadlineAt: step.deadlineAt.toISOString(),
    isOverdue: isStepOverdue(step, now),
    fedBackAt: iso(step.fedBackAt),
    doneAt: iso(step.doneAt),
    amount: step.amount,
    extensionHours: step.extensionHours,
    expiresAt: iso(step.expiresAt),
    paperworkDueAt: iso(step.paperworkDueAt),
    paperworkDoneAt: iso(step.paperworkDoneAt),
    isPaperworkOverdue: isPaperworkOverdue(step, now),
    paperwork: step.paperwork,
    version: step.version,
  };
}

export const presentCooperationFeedback = ({
  feedback,
  stepKind,
}: {
  feedback: CooperationFeedbackRow;
  stepKind: CooperationStepKind | null;
}): CooperationFeedback => ({
  id: feedback.id,
  stepKind,
  account: feedback.account,
  accountName: feedback.accountName,
  bankName: feedback.bankName,
  amount: feedback.amount,
  balance: feedback.balance,
  result: feedback.result,
  resultReason: feedback.resultReason,
  caseNumber: feedback.caseNumber,
  documentNumber: feedback.documentNumber,
  number: feedback.number,
  doneAt: iso(feedback.doneAt),
  answer: feedback.answer,
  content: feedback.content,
  assistOutcome: feedback.assistOutcome,
  photos: feedback.photos,
  fedBackByName: feedback.fedBackByName,
  fedBackAt: feedback.fedBackAt.toISOString(),
});

export function presentCooperationDetail(
  row: CooperationTaskListRow,
  parts: {
    now: Date;
    steps: CooperationTaskStepRow[];
    feedbacks: { feedback: CooperationFeedbackRow; stepKind: CooperationStepKind | null }[];
    history: TimelineRow[];
    abilities: CooperationAbilities;
    /** The carrier acting on a 运营商协助 sees the number whole; the issuing side masked. */
    seesAssistPhoneWhole: boolean;
  },
): CooperationTaskDetail {
  const { task } = row;
  return {
    ...presentCooperationTask(row, parts.now),
    content: task.content,
    subjectAccount: task.subjectAccount,
    subjectNumber: task.subjectNumber,
    requestedAmount: task.requestedAmount,
    attachments: task.attachments,
    issuerName: task.issuerName,
    receivedAt: iso(task.receivedAt),
    closedAt: iso(task.closedAt ?? task.withdrawnAt),
    returnReason: task.returnReason,
    assist:
      task.assistHelp && task.assistPhone
        ? {
            help: task.assistHelp,
            phone: parts.seesAssistPhoneWhole ? task.assistPhone : maskPhone(task.assistPhone),
          }
        : null,
    steps: parts.steps.map((step) => presentCooperationStep(step, parts.now)),
    feedbacks: parts.feedbacks.map(presentCooperationFeedback),
    history: parts.history.map((entry) => ({
      action: entry.action,
      remark: entry.remark,
      actorName: entry.actorName,
      actorOrgName: entry.actorOrgName,
      at: entry.createdAt.toISOString(),
    })),
    abilities: parts.abilities,
  };
}
