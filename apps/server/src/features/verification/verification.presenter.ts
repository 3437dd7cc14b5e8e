import {
  APPROXIMATE_PLACE,
  isCoordinateText,
  type VerificationDetail,
  type VerificationHistory,
  type VerificationItem,
  type VerificationStatus,
} from '@afp/contract';
import type { TimelineRow } from '../operation-log/index.ts';
import type { SubjectDescription } from './verification.registry.ts';
import type { ItemView } from './verification.repository.ts';
import type { VerificationItemRow } from './verification.table.ts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

export const presentStatus = (row: VerificationItemRow): VerificationStatus => ({
  id: row.id,
  state: row.state,
  round: row.round,
  refusedStage: row.refusedStage,
  refuseReason: row.refuseReason,
  verifiedAt: iso(row.verifiedAt),
  reviewedAt: iso(row.reviewedAt),
});

export function presentItem({ item, orgName, verifyGroupName, reviewGroupName }: ItemView): VerificationItem {
  return {
    id: item.id,
    kind: item.kind,
    subjectId: item.subjectId,
    title: item.title,
    state: item.state,
    orgId: item.orgId,
    orgName: orgName ?? '',
    submitterType: item.submitterType,
    submitterName: item.submitterName,
    submittedAt: item.submittedAt.toISOString(),
    round: item.round,
    verifyGroupId: item.verifyGroupId,
    verifyGroupName,
    reviewGroupId: item.reviewGroupId,
    reviewGroupName,
    verifiedByName: item.verifiedByName,
    verifiedAt: iso(item.verifiedAt),
    reviewedByName: item.reviewedByName,
    reviewedAt: iso(item.reviewedAt),
    refusedStage: item.refusedStage,
    refuseReason: item.refuseReason,
    version: item.version,
  };
}

/** A logged row of the item, as the shared timeline reader answers it. */
export type HistoryRow = TimelineRow;

type Line = SubjectDescription['lines'][number];

/**
 * A line as the detail shows it: the kinds write their subjects' places as stored, and older ones
 * hold bare coordinates, which read as 位置（约） as on every other page (contract place.ts).
 */
export const presentLine = (line: Line): Line =>
  isCoordinateText(line.value) ? { ...line, value: APPROXIMATE_PLACE } : line;

export function presentDetail(
  view: ItemView,
  extra: {
    description: SubjectDescription | undefined;
    history: readonly HistoryRow[];
    mayVerify: boolean;
    mayReview: boolean;
  },
): VerificationDetail {
  return {
    ...presentItem(view),
    lines: (extra.description?.lines ?? []).map(presentLine),
    link: extra.description?.link ?? null,
    history: extra.history.map((row): VerificationHistory => ({
      action: row.action,
      actorName: row.actorName,
      actorOrgName: row.actorOrgName,
      fromState: row.fromState,
      toState: row.toState,
      remark: row.remark,
      at: row.createdAt.toISOString(),
    })),
    mayVerify: extra.mayVerify,
    mayReview: extra.mayReview,
  };
}
