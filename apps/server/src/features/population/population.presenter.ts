import type { PopulationCounts, PopulationOrgCounts, ResidentDetail, ResidentRecord } from '@afp/contract';
import { maskAddress, maskName } from '../../core/personal-data.ts';
import type { CommunityCountsRow, ResidentListRow } from './population.repository.ts';

/** The only place a resident row becomes JSON: name masked here, phone and ID number stored masked. */
export const presentResident = ({ resident, orgName, streetName }: ResidentListRow): ResidentRecord => ({
  id: resident.id,
  name: maskName(resident.name),
  phone: resident.phoneMasked,
  idNumber: resident.idNumberMasked,
  orgId: resident.orgId,
  orgName,
  streetName,
  tags: resident.tags,
  appInstalled: resident.appInstalled,
  lastPublicityAt: resident.lastPublicityAt?.toISOString() ?? null,
  version: resident.version,
});

/** Name and address whole only when `isWhole` (the caller holds the resident, or is the centre). */
export const presentResidentDetail = (
  row: ResidentListRow,
  { isWhole, canTag }: { isWhole: boolean; canTag: boolean },
): ResidentDetail => ({
  ...presentResident(row),
  name: isWhole ? row.resident.name : maskName(row.resident.name),
  address: isWhole ? row.resident.address : maskAddress(row.resident.address),
  isWhole,
  gulliblePersonId: row.resident.gulliblePersonId,
  canTag,
  updatedAt: row.resident.updatedAt.toISOString(),
});

const countsOf = (orgId: string, name: string, rows: readonly CommunityCountsRow[]): PopulationOrgCounts => {
  const sum = (pick: (row: CommunityCountsRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    orgId,
    name,
    residents: sum((row) => row.residents),
    appInstalled: sum((row) => row.appInstalled),
    tags: {
      ELDERLY_ALONE: sum((row) => row.elderlyAlone),
      STUDENT: sum((row) => row.student),
      MIGRANT_WORKER: sum((row) => row.migrantWorker),
      GULLIBLE: sum((row) => row.gullible),
    },
  };
};

/** Per-community rows (street order kept) → the caller's total, each street with its communities. */
export function presentCounts(
  scope: { orgId: string; name: string },
  rows: readonly CommunityCountsRow[],
): PopulationCounts {
  const byStreet = new Map<string, CommunityCountsRow[]>();
  for (const row of rows) byStreet.set(row.streetId, [...(byStreet.get(row.streetId) ?? []), row]);
  return {
    total: countsOf(scope.orgId, scope.name, rows),
    streets: [...byStreet.values()].map((streetRows) => ({
      ...countsOf(streetRows[0]!.streetId, streetRows[0]!.streetName, streetRows),
      communities: streetRows.map((row) => countsOf(row.orgId, row.name, [row])),
    })),
  };
}
