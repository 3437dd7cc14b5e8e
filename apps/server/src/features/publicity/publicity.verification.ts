import {
  formatChinaDateTime,
  CASE_PUBLICITY_STATES,
  PUBLICITY_RECORD_STATES,
  PUBLICITY_RECORD_TYPES,
  lossBandOf,
} from '@afp/contract';
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { org } from '../org/index.ts';
import type { FraudTypeDictionary } from '../early-warning/index.ts';
import type { SubjectDescription, VerifiableKindHooks, VerificationActor } from '../verification/index.ts';
import { caseNotFound, recordNotFound } from './publicity.errors.ts';
import type { PublicityMoves } from './publicity.moves.ts';
import type { PublicityRepository } from './publicity.repository.ts';
import { casePublicity, publicityRecord } from './publicity.table.ts';

/** The values a verdict writes on the subject. */
type Verdict = { verifiedAt?: Date; refuseReason?: string; updatedAt: Date };

async function orgNames(db: Db, ids: string[]) {
  const rows = ids.length ? await db.select({ id: org.id, name: org.name }).from(org).where(inArray(org.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The two kinds publicity registers with the shared verification: finally reviewed → VERIFIED with
 * its time; refused at either stage → REFUSED with the reason, back with the submitter.
 */
export function publicityVerifiableKinds(deps: {
  clock: Clock;
  repository: PublicityRepository;
  moves: PublicityMoves;
  fraudTypes: FraudTypeDictionary;
}): VerifiableKindHooks[] {
  const { clock, repository, moves, fraudTypes } = deps;

  const record = async (tx: Tx, id: string) => {
    const row = await repository.record(tx, id);
    if (!row) throw recordNotFound();
    return row;
  };
  const task = async (tx: Tx, id: string) => {
    const row = await repository.caseOf(tx, id);
    if (!row) throw caseNotFound();
    return row;
  };

  /** Both kinds answer alike: reviewed → 'verify' with its time, refused → 'refuse' with the reason. */
  function verdicts<Row extends { version: number }>(
    load: (tx: Tx, id: string) => Promise<Row>,
    move: (
      tx: Tx,
      by: VerificationActor,
      row: Row,
      version: number,
      action: 'verify' | 'refuse',
      values: Verdict,
      remark?: string,
    ) => Promise<unknown>,
  ): Pick<VerifiableKindHooks, 'onReviewed' | 'onRefused'> {
    return {
      async onReviewed(tx, subjectId, by) {
        const row = await load(tx, subjectId);
        await move(tx, by, row, row.version, 'verify', { verifiedAt: clock.now(), updatedAt: clock.now() });
      },
      async onRefused(tx, subjectId, reason, by) {
        const row = await load(tx, subjectId);
        await move(tx, by, row, row.version, 'refuse', { refuseReason: reason, updatedAt: clock.now() }, reason);
      },
    };
  }

  return [
    {
      kind: 'publicity_record',
      ...verdicts(record, moves.moveRecord),
      async describe(db: Db, ids: string[]) {
        const rows = await db.select().from(publicityRecord).where(inArray(publicityRecord.id, ids));
        const names = await orgNames(db, [...new Set(rows.map((row) => row.orgId))]);
        return new Map<string, SubjectDescription>(
          rows.map((row) => [
            row.id,
            {
              lines: [
                { label: '类型', value: PUBLICITY_RECORD_TYPES[row.type] },
                { label: '卫士', value: `${row.guardName}（${names.get(row.orgId) ?? ''}）` },
                { label: '时间', value: formatChinaDateTime(row.occurredAt) },
                { label: '地点', value: row.address },
                { label: '受众人数', value: String(row.audience) },
                { label: '发放资料', value: String(row.flyers) },
                { label: '安装反诈APP', value: String(row.appInstalls) },
                { label: '状态', value: PUBLICITY_RECORD_STATES[row.state] },
              ],
              link: `/pages/packageGuard/publicity-record/publicity-record?id=${row.id}`,
            },
          ]),
        );
      },
    },
    {
      kind: 'case_publicity',
      ...verdicts(task, moves.moveCase),
      async describe(db: Db, ids: string[]) {
        const rows = await db.select().from(casePublicity).where(inArray(casePublicity.id, ids));
        const [names, types] = await Promise.all([
          orgNames(db, [...new Set(rows.map((row) => row.orgId))]),
          fraudTypes.entries(),
        ]);
        return new Map<string, SubjectDescription>(
          rows.map((row) => [
            row.id,
            {
              // The case's facts only: the victim's identity is not in the task, so not here either.
              lines: [
                { label: '社区', value: names.get(row.orgId) ?? '' },
                { label: '诈骗类型', value: (row.fraudTypeCode && types.get(row.fraudTypeCode)?.name) || '其他诈骗' },
                { label: '损失金额', value: lossBandOf(Number(row.amountLost)) },
                { label: '截止时间', value: formatChinaDateTime(row.dueAt) },
                { label: '状态', value: CASE_PUBLICITY_STATES[row.state] },
              ],
              link: `/pages/packageSubGuard/publicity-case/publicity-case-detail?id=${row.id}`,
            },
          ]),
        );
      },
    },
  ];
}
