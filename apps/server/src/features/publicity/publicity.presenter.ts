import {
  isCasePublicityOverdue,
  lossBandOf,
  mayResubmitPublicity,
  type CasePublicity,
  type CasePublicityDetail,
  type Caller,
  type PublicityContent,
  type PublicityContentDetail,
  type PublicityRecord,
  type TypicalCase,
  type TypicalCaseDetail,
  DISSUASION,
  GENERAL_PREVENTION_TIPS,
  PREVENTION_TIPS,
} from '@afp/contract';
import type { CasePublicityView } from './publicity.repository.ts';
import type { CasePublicityActivityRow, PublicityContentRow, PublicityRecordRow } from './publicity.table.ts';

/** Fraud type names by code (the early-warning dictionary). */
export type FraudTypeNames = Map<string, { name: string }>;
const UNKNOWN_TYPE = '其他诈骗';
const nameOf = (names: FraudTypeNames, code: string | null) => (code && names.get(code)?.name) || UNKNOWN_TYPE;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentContent(
  view: { row: PublicityContentRow; publisherName: string },
  names: FraudTypeNames,
): PublicityContent {
  const { row } = view;
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    title: row.title,
    summary: row.summary,
    fraudTypes: row.fraudTypeCodes.map((code) => ({ code, name: nameOf(names, code) })),
    coverKey: row.coverKey,
    publishedAt: row.publishedAt.toISOString(),
    publisherName: view.publisherName,
  };
}

export function presentContentDetail(
  view: { row: PublicityContentRow; publisherName: string },
  names: FraudTypeNames,
  mayManage: boolean,
): PublicityContentDetail {
  const { row } = view;
  return {
    ...presentContent(view, names),
    state: row.state,
    version: row.version,
    mayManage,
    body: row.body,
    file: row.fileKey ? { key: row.fileKey, name: row.fileName ?? row.title } : null,
    videoUrl: row.videoUrl,
  };
}

/** China time month of a case: enough to be local and recent, too coarse to point at a person. */
const monthOf = (at: Date) => {
  const china = new Date(at.getTime() + 8 * 3_600_000);
  return `${china.getUTCFullYear()}年${china.getUTCMonth() + 1}月`;
};

export function presentTypicalCase(
  row: { id: string; fraudTypeCode: string | null; amountLost: string | null; communityName: string; handledAt: Date },
  names: FraudTypeNames,
): TypicalCase {
  return {
    id: row.id,
    fraudTypeName: nameOf(names, row.fraudTypeCode),
    lossBand: lossBandOf(Number(row.amountLost ?? 0)),
    communityName: row.communityName,
    month: monthOf(row.handledAt),
  };
}

/** A typical case's detail: its category (the type's parent) picks the 防范要点. */
export function presentTypicalCaseDetail(
  row: Parameters<typeof presentTypicalCase>[0] & {
    streetName: string | null;
    dissuasion: keyof typeof DISSUASION | null;
  },
  names: Map<string, { name: string; parentCode: string | null }>,
): TypicalCaseDetail {
  const categoryCode = row.fraudTypeCode ? (names.get(row.fraudTypeCode)?.parentCode ?? row.fraudTypeCode) : null;
  return {
    ...presentTypicalCase(row, names),
    fraudCategoryName: nameOf(names, categoryCode),
    streetName: row.streetName ?? '',
    dissuasion: row.dissuasion ? DISSUASION[row.dissuasion] : null,
    tips: [...((categoryCode && PREVENTION_TIPS[categoryCode]) || []), ...GENERAL_PREVENTION_TIPS],
  };
}

export function presentRecord(view: { row: PublicityRecordRow; orgName: string }, caller: Caller): PublicityRecord {
  const { row } = view;
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    version: row.version,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    occurredAt: row.occurredAt.toISOString(),
    audience: row.audience,
    flyers: row.flyers,
    appInstalls: row.appInstalls,
    photos: row.photos,
    remark: row.remark,
    guardName: row.guardName,
    orgName: view.orgName,
    refuseReason: row.refuseReason,
    verifiedAt: iso(row.verifiedAt),
    createdAt: row.createdAt.toISOString(),
    mayResubmit: row.state === 'REFUSED' && mayResubmitPublicity(caller, row),
  };
}

/** Only the case's facts: no column of the victim is ever read into a task, so none can be shown. */
export function presentCase(view: CasePublicityView, names: FraudTypeNames, caller: Caller, now: Date): CasePublicity {
  const { row } = view;
  return {
    id: row.id,
    warningId: row.warningId,
    warningNo: row.warningNo,
    state: row.state,
    version: row.version,
    fraudTypeName: nameOf(names, row.fraudTypeCode),
    amountLost: row.amountLost,
    lossBand: lossBandOf(Number(row.amountLost)),
    communityName: view.orgName,
    caseAt: row.caseAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    isOverdue: isCasePublicityOverdue(row.state, row.dueAt, now),
    guardName: row.guardName,
    activityCount: view.activityCount,
    audienceTotal: view.audienceTotal,
    summary: row.summary,
    refuseReason: row.refuseReason,
    submittedAt: iso(row.submittedAt),
    verifiedAt: iso(row.verifiedAt),
    mayAct: caller.loginType === 'guard' && caller.orgId === row.orgId,
  };
}

export function presentCaseDetail(
  view: CasePublicityView,
  activities: CasePublicityActivityRow[],
  names: FraudTypeNames,
  caller: Caller,
  now: Date,
): CasePublicityDetail {
  return {
    ...presentCase(view, names, caller, now),
    activities: activities.map((a) => ({
      id: a.id,
      place: a.place,
      address: a.address,
      latitude: a.latitude,
      longitude: a.longitude,
      occurredAt: a.occurredAt.toISOString(),
      audience: a.audience,
      photos: a.photos,
      createdByName: a.createdByName,
    })),
  };
}
