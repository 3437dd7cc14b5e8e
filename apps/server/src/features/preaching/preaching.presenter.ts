import { type PreachAction, type PreachAppointment, type PreachDetail, type PreachTopic } from '@afp/contract';
import { maskName, maskPhone } from '../../core/personal-data.ts';
import type { OperationLogRow } from '../operation-log/index.ts';
import type { PreachView } from './preaching.repository.ts';
import { PREACH_MOVE_NAMES } from './preaching.rules.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The only place an appointment becomes JSON: lists always masked, the detail whole only when granted. */
export function presentAppointment(
  { appointment: row, orgName, guardName }: PreachView,
  isWhole = false,
): PreachAppointment {
  return {
    id: row.id,
    source: row.source,
    state: row.state,
    version: row.version,
    applicantUnit: row.applicantUnit,
    contactName: isWhole ? row.contactName : maskName(row.contactName),
    contactPhone: isWhole ? row.contactPhone : maskPhone(row.contactPhone),
    address: row.address,
    startsAt: row.startsAt.toISOString(),
    expectedAudience: row.expectedAudience,
    audienceType: row.audienceType,
    topics: row.topics as PreachTopic[],
    orgId: row.orgId,
    orgName,
    guardId: row.guardId,
    guardName,
    audienceCount: row.audienceCount,
    completedAt: iso(row.completedAt),
  };
}

export function presentDetail(
  view: PreachView,
  extra: {
    isWhole: boolean;
    photos: string[];
    history: OperationLogRow[];
    attendance: { signIns: number; ratingAverage: number | null };
    actions: PreachAction[];
  },
): PreachDetail {
  const row = view.appointment;
  return {
    ...presentAppointment(view, extra.isWhole),
    remark: row.remark,
    overview: row.overview,
    photos: extra.photos,
    refuseReason: row.refuseReason,
    closeReason: row.closeReason,
    signIns: extra.attendance.signIns,
    ratingAverage: roundRating(extra.attendance.ratingAverage),
    history: extra.history.map((entry) => ({
      action: actionName(entry.action),
      fromState: entry.fromState,
      toState: entry.toState,
      remark: entry.remark,
      at: entry.createdAt.toISOString(),
    })),
    actions: extra.actions,
  };
}

/** A rating average to one decimal. */
export const roundRating = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10) / 10;

const OTHER_ACTION_NAMES: Record<string, string> = { book: '单位预约', create: '新增宣讲' };
/** `preaching.assignUnit` → 分配单位. */
function actionName(action: string): string {
  const move = action.replace(/^preaching\./, '');
  return (PREACH_MOVE_NAMES as Record<string, string>)[move] ?? OTHER_ACTION_NAMES[move] ?? move;
}
