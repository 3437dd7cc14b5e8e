import type {
  AssignmentState,
  FeedbackRecord,
  OperationLogEntry,
  WarningKind,
  WarningRecord,
  WarningSource,
  WarningTimelineEntry,
  WarningTimelineEvent,
} from '@afp/contract';
import type { FraudTypeEntry } from './fraud-type.dictionary.ts';
import { isOverdue } from '../../core/assignment/index.ts';
import { maskIdNumber, maskName, maskPhone } from '../../core/personal-data.ts';
import type { WarningFeedbackRow } from './early-warning.table.ts';

/** The person reference a client may pass back as `personKey`: opaque, never the ID number itself. */
export const personRefOf = (assignmentId: string): string => `ref:${assignmentId}`;
export const assignmentIdOfPersonRef = (ref: string): string | undefined =>
  ref.startsWith('ref:') ? ref.slice(4) : undefined;

export interface RecordSource {
  assignment: {
    id: string;
    warningId: string;
    orgId: string;
    state: AssignmentState;
    level: number;
    source: WarningSource;
    kind: WarningKind;
    fraudTypeCode: string | null;
    pushedAt: Date;
    signDeadline: Date;
    feedbackDeadline: Date | null;
    contactAttempts: number;
    returnVisitAttempts: number;
    nextAttemptDue: Date | null;
    version: number;
  };
  warningNo: string;
  victimName: string;
  /** Whole (sealed at rest): only a detail passes them, to show them whole when entitled. */
  victimPhone?: string | null;
  victimIdNumber?: string | null;
  /** The masked forms stored beside them (core/personal-data.ts victimLookupOf): what lists show. */
  victimPhoneMasked: string | null;
  victimIdNumberMasked: string | null;
  duplicateOfId: string | null;
  orgName: string;
}

/** One list card; personal data is masked unless `whole` (detail page, entitled caller). */
export function presentRecord(
  row: RecordSource,
  fraudTypes: Map<string, FraudTypeEntry>,
  now: Date,
  whole = false,
): WarningRecord {
  const a = row.assignment;
  return {
    assignmentId: a.id,
    warningId: a.warningId,
    warningNo: row.warningNo,
    state: a.state,
    level: a.level,
    kind: a.kind,
    source: a.source,
    fraudTypeCode: a.fraudTypeCode,
    fraudTypeName: a.fraudTypeCode ? (fraudTypes.get(a.fraudTypeCode)?.name ?? null) : null,
    victimName: whole ? row.victimName : maskName(row.victimName),
    victimPhone: whole ? (row.victimPhone ?? '') : (row.victimPhoneMasked ?? maskPhone(row.victimPhone ?? null)),
    victimIdNumber: whole
      ? (row.victimIdNumber ?? '')
      : (row.victimIdNumberMasked ?? maskIdNumber(row.victimIdNumber ?? null)),
    personKey: personRefOf(a.id),
    orgId: a.orgId,
    orgName: row.orgName,
    pushedAt: a.pushedAt.toISOString(),
    signDeadline: a.signDeadline.toISOString(),
    feedbackDeadline: a.feedbackDeadline?.toISOString() ?? null,
    isOverdue: isOverdue(a, now),
    isDuplicate: row.duplicateOfId !== null,
    // Once fed back the attempts that matter are the centre's return visits (counted apart).
    contactAttempts: a.state === 'FED_BACK' || a.state === 'CLOSED' ? a.returnVisitAttempts : a.contactAttempts,
    nextAttemptDue: a.nextAttemptDue?.toISOString() ?? null,
    version: a.version,
  };
}

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

export function presentFeedback(row: WarningFeedbackRow & { orgName: string }, whole: boolean): FeedbackRecord {
  return {
    id: row.id,
    round: row.round,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    orgName: row.orgName,
    channels: row.channels,
    smsContent: orUndefined(row.smsContent),
    contactTarget: row.contactTarget,
    relativeName: orUndefined(row.relativeName),
    relativePhone: row.relativePhone ? (whole ? row.relativePhone : maskPhone(row.relativePhone)) : undefined,
    relativeRelation: orUndefined(row.relativeRelation),
    connected: row.connected,
    notConnectedReason: orUndefined(row.notConnectedReason),
    defrauded: row.defrauded,
    dissuasion: orUndefined(row.dissuasion),
    fraudTypeCode: orUndefined(row.fraudTypeCode),
    regradedLevel: orUndefined(row.regradedLevel),
    amountLost: orUndefined(row.amountLost),
    amountDissuaded: orUndefined(row.amountDissuaded),
    amountStopped: orUndefined(row.amountStopped),
    fraudTime: row.fraudTime?.toISOString(),
    accountInvolved: orUndefined(row.accountInvolved),
    result: orUndefined(row.result),
    visitResult: orUndefined(row.visitResult),
    location: orUndefined(row.location),
    photos: orUndefined(row.photos),
    remark: orUndefined(row.remark),
    visitChecklist: orUndefined(row.visitChecklist),
    isFinal: row.isFinal,
  };
}

/** Chinese names of the logged actions (operate-log page). */
export const ACTION_NAMES: Record<string, string> = {
  'assignment.create': '信息分发',
  'assignment.sign': '签收',
  'assignment.feedback': '反馈',
  'assignment.secondFeedback': '初次反馈（待二次反馈）',
  'assignment.unreachable': '暂时找不到（待再次联系）',
  'assignment.returnVisitUnreachable': '回访暂时找不到',
  'assignment.reject': '驳回反馈',
  'assignment.close': '回访办结',
  'assignment.requestTransfer': '申请移交',
  'assignment.cancelTransfer': '移交退回/撤回',
  'assignment.completeTransfer': '移交完成',
  'assignment.merge': '重复预警合并',
  'assignment.escalate': '逾期上报',
  'assignment.recontact_due': '到时再次联系（已提醒）',
  'feedback.visitChecklist': '上门核查',
  'contact.phone': '电话联系',
  'contact.sms': '短信联系',
  'carrier_assist.ask': '请运营商协助',
  'carrier_assist.answer': '运营商答复',
};

export function presentLogEntry(row: {
  id: number;
  action: string;
  actorType: string;
  actorName: string | null;
  orgName: string | null;
  fromState: string | null;
  toState: string | null;
  remark: string | null;
  createdAt: Date;
}): OperationLogEntry {
  return {
    id: row.id,
    action: row.action,
    actionName: ACTION_NAMES[row.action] ?? row.action,
    actorName: row.actorName ?? (row.actorType === 'system' ? '系统' : '未知用户'),
    orgName: row.orgName ?? '',
    // State codes: the client names them from ASSIGNMENT_STATES.
    fromState: row.fromState,
    toState: row.toState,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
  };
}

type LogRow = Parameters<typeof presentLogEntry>[0];

/**
 * Logged actions as timeline events. A transfer's end is told by its own entry (accept, reject or
 * withdraw), so the assignment-side twins of a transfer are left out.
 */
const TIMELINE_EVENT_OF_ACTION: Record<string, WarningTimelineEvent | undefined> = {
  'assignment.sign': 'signed',
  'assignment.requestTransfer': 'transferRequested',
  'transfer.approve': 'transferApproved',
  'transfer.refuse': 'transferRefused',
  'transfer.approvalEscalate': 'transferApprovalEscalated',
  'transfer.accept': 'transferAccepted',
  'transfer.reject': 'transferRejected',
  'transfer.withdraw': 'transferWithdrawn',
  'assignment.feedback': 'fedBack',
  'assignment.secondFeedback': 'firstFedBack',
  'assignment.unreachable': 'unreachable',
  'assignment.returnVisitUnreachable': 'returnVisitUnreachable',
  'assignment.reject': 'feedbackRejected',
  'assignment.close': 'closed',
  'assignment.merge': 'merged',
  'assignment.escalate': 'escalated',
  'assignment.recontact_due': 'recontactDue',
  'feedback.visitChecklist': 'visitChecklist',
  'contact.phone': 'contactedByPhone',
  'contact.sms': 'contactedBySms',
  'carrier_assist.ask': 'carrierAssistAsked',
  'carrier_assist.answer': 'carrierAssistAnswered',
};
/** Remarks that say something to a reader (the others hold organisation ids or repeat the event). */
const REMARKED_ACTIONS = new Set([
  'assignment.requestTransfer',
  'assignment.unreachable',
  'assignment.returnVisitUnreachable',
  'assignment.recontact_due',
  'transfer.reject',
  'transfer.refuse',
  'assignment.reject',
  'assignment.close',
  'carrier_assist.ask',
  'carrier_assist.answer',
  'feedback.visitChecklist',
]);

export interface TimelineSource {
  pushed: { at: Date; sourceName: string };
  assignments: { orgName: string; createdAt: Date }[];
  log: LogRow[];
}

/** The 处置进度 timeline: the push, each dispatch to an organisation and each logged step, oldest first. */
export function presentTimeline({ pushed, assignments, log }: TimelineSource): WarningTimelineEntry[] {
  const entries: WarningTimelineEntry[] = [
    { event: 'pushed', actorName: null, orgName: pushed.sourceName, at: pushed.at.toISOString(), remark: null },
    ...log.flatMap((row): WarningTimelineEntry[] => {
      const event = TIMELINE_EVENT_OF_ACTION[row.action];
      if (!event) return [];
      const { actorName, orgName } = presentLogEntry(row);
      const remark = REMARKED_ACTIONS.has(row.action) ? row.remark : null;
      return [{ event, actorName, orgName: orgName || null, at: row.createdAt.toISOString(), remark }];
    }),
    ...assignments.map(({ orgName, createdAt }): WarningTimelineEntry => ({
      event: 'dispatched',
      actorName: null,
      orgName,
      at: createdAt.toISOString(),
      remark: null,
    })),
  ];
  // A stable sort: entries of one moment keep the order above (an accepted transfer, then the dispatch it made).
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
