import type { LedgerDetail, LedgerRecord, RuleRow } from '@afp/contract';
import type { LedgerEntryRow } from './rule-statistics.table.ts';

const iso = (at: string | Date): string => (at instanceof Date ? at : new Date(at)).toISOString();

/** A row behind a figure: counted when it adds to the numerator (a reviewed ledger value, an on-time warning …). */
export const presentRow = (row: {
  id: string;
  at: string | Date;
  num: number | string;
  title: string;
  link: string | null;
  org_name: string | null;
}): RuleRow => ({
  id: row.id,
  at: iso(row.at),
  orgName: row.org_name ?? '',
  title: row.title,
  counted: Number(row.num) > 0,
  link: row.link,
});

export const presentLedger = (entry: LedgerEntryRow, orgName: string, itemName: string): LedgerRecord => ({
  id: entry.id,
  orgId: entry.orgId,
  orgName,
  year: entry.year,
  itemCode: entry.itemCode,
  itemName,
  month: entry.month,
  value: entry.value,
  description: entry.description,
  state: entry.state,
  submittedByName: entry.submittedByName,
  submittedAt: entry.submittedAt.toISOString(),
  verifiedAt: entry.verifiedAt?.toISOString() ?? null,
  refuseReason: entry.refuseReason,
  version: entry.version,
});

export const presentLedgerDetail = (
  record: LedgerRecord,
  evidence: { key: string; name: string; size: number }[],
): LedgerDetail => ({ ...record, evidence });
