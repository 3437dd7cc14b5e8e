import {
  isInSubtree,
  type LedgerCreateBody,
  type LedgerDetail,
  type LedgerResubmitBody,
  type LedgerState,
} from '@afp/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { decodeCursor, pageFrom } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Principal } from '../../core/principal.ts';
import { move as moveRow } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import { attachAttachments } from '../file/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { Verification, VerificationActor } from '../verification/index.ts';
import { presentLedger, presentLedgerDetail } from './rule-statistics.presenter.ts';
import type { RuleSetRepository } from './rule-statistics.repository.ts';
import { monthsDueOf, unitKindOfLevel, type LedgerAction } from './rule-statistics.rules.ts';
import { ledgerEntry, type LedgerEntryRow } from './rule-statistics.table.ts';
import { LEDGER_WORKFLOW } from './ledger.workflow.ts';

interface Deps {
  db: Db;
  clock: Clock;
  ruleSets: RuleSetRepository;
  operationLog: OperationLog;
  verification: Verification;
}

const ENTITY = 'ledger_entry';
const noEntry = () => notFound('台账不存在');

/**
 * Ledger entries 台账: an oa user records work done for a district or station of their subtree
 * with evidence; the entry goes through the shared verification and counts only once reviewed.
 */
export function createLedgerService({ db, clock, ruleSets, operationLog, verification }: Deps) {
  async function detailOf(tx: Db | Tx, id: string): Promise<LedgerDetail | undefined> {
    const found = await ruleSets.ledgerWithOrg(tx, id);
    if (!found) return undefined;
    const record = presentLedger(found.entry, found.orgName, found.itemName ?? found.entry.itemCode);
    return presentLedgerDetail(record, await ruleSets.evidenceOf(tx, id));
  }

  async function inScope(caller: Principal, id: string, tx: Db | Tx = db) {
    const found = await ruleSets.ledgerWithOrg(tx, id);
    if (!found || !isInSubtree(found.entry.orgPath, caller.orgPath)) throw noEntry();
    return found.entry;
  }

  /** The one move of an entry (LEDGER_WORKFLOW): at the version the caller saw, logged. */
  const move = (
    tx: Db | Tx,
    entry: Pick<LedgerEntryRow, 'id' | 'version' | 'state'>,
    action: LedgerAction,
    actor: VerificationActor,
    set: Partial<typeof ledgerEntry.$inferInsert> = {},
    remark: string | null = null,
  ) =>
    moveRow(tx, LEDGER_WORKFLOW, entry, action, {
      by: actor,
      log: operationLog,
      patch: { ...set, updatedAt: clock.now() },
      remark,
    });

  /** The verification's hooks: reviewed → VERIFIED (counts from now on), refused → back to the submitter. */
  const hooks = {
    async onReviewed(tx: Tx, subjectId: string, by: VerificationActor) {
      const entry = (await ruleSets.ledgerWithOrg(tx, subjectId))?.entry;
      if (!entry) throw noEntry();
      await move(tx, entry, 'verify', by, { verifiedAt: clock.now(), refuseReason: null });
    },
    async onRefused(tx: Tx, subjectId: string, reason: string, by: VerificationActor) {
      const entry = (await ruleSets.ledgerWithOrg(tx, subjectId))?.entry;
      if (!entry) throw noEntry();
      await move(tx, entry, 'refuse', by, { refuseReason: reason }, reason);
    },
    async describe(reader: Db, subjectIds: string[]) {
      const described = new Map<string, { lines: { label: string; value: string }[]; link: string | null }>();
      for (const id of subjectIds) {
        const detail = await detailOf(reader, id);
        if (!detail) continue;
        described.set(id, {
          lines: [
            { label: '单位', value: detail.orgName },
            { label: '考核项', value: `${detail.year}年 ${detail.itemName}` },
            { label: '月份', value: `${detail.month}月` },
            { label: '数量', value: String(detail.value) },
            { label: '说明', value: detail.description },
            { label: '证明材料', value: `${detail.evidence.length}个` },
          ],
          link: `/pages/rule-sta/ledger?id=${id}`,
        });
      }
      return described;
    },
  };

  const submit = (tx: Tx, caller: Principal, entry: { id: string; orgId: string }, title: string) =>
    verification.submitForVerification(tx, {
      kind: 'ledger_entry',
      subjectId: entry.id,
      orgId: entry.orgId,
      submitter: caller,
      title: title.slice(0, 200),
    });

  return {
    hooks,

    async list(
      caller: Principal,
      query: { year?: number; state?: LedgerState; orgId?: string; cursor?: string; pageSize: number },
    ) {
      const filters: (SQL | undefined)[] = [inSubtreeOf(ledgerEntry.orgPath, caller.orgPath)];
      if (query.year) filters.push(eq(ledgerEntry.year, query.year));
      if (query.state) filters.push(eq(ledgerEntry.state, query.state));
      if (query.orgId) filters.push(eq(ledgerEntry.orgId, query.orgId));
      const cursor = decodeCursor(query.cursor);
      const { rows, counted } = await ruleSets.ledgerPage(and(...filters), query.pageSize, cursor);
      return pageFrom(rows, {
        pageSize: query.pageSize,
        counted,
        positionOf: (r) => ({ micros: r.micros, id: r.entry.id }),
        present: (list) => list.map((r) => presentLedger(r.entry, r.orgName, r.itemName ?? r.entry.itemCode)),
      });
    },

    async detail(caller: Principal, id: string): Promise<LedgerDetail> {
      await inScope(caller, id);
      return (await detailOf(db, id))!;
    },

    async create(caller: Principal, body: LedgerCreateBody): Promise<LedgerDetail> {
      const unit = await ruleSets.org(body.orgId);
      if (!unit || !unitKindOfLevel(unit.level) || !isInSubtree(unit.path, caller.orgPath))
        throw notFound('单位不存在');
      const item = (await ruleSets.items(body.year)).find((i) => i.code === body.itemCode);
      if (!item) throw notFound('考核项不存在');
      if (!item.ledgerAllowed) throw badRequest('该考核项不接受台账', undefined, 'itemCode');
      if (body.month > monthsDueOf(body.year, clock.now())) throw badRequest('不能填报未到的月份', undefined, 'month');
      const now = clock.now();
      const id = newId();
      await db.transaction(async (tx) => {
        await ruleSets.insertLedger(tx, {
          id,
          orgId: unit.id,
          orgPath: unit.path,
          year: body.year,
          itemCode: item.code,
          month: body.month,
          value: body.value,
          description: body.description,
          state: 'SUBMITTED',
          submittedBy: caller.id,
          submittedByName: caller.name,
          submittedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await attachAttachments(tx, { keys: body.evidence, orgId: caller.orgId, owner: { type: ENTITY, id }, now });
        await operationLog.record(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: '台账提交',
            entityType: ENTITY,
            entityId: id,
            fromState: null,
            toState: 'SUBMITTED',
          },
          tx,
        );
        await submit(
          tx,
          caller,
          { id, orgId: unit.id },
          `${unit.name}：${item.name}台账（${body.month}月，${body.value}）`,
        );
      });
      return (await detailOf(db, id))!;
    },

    /** A refused entry fixed and sent again: back into verification (its evidence replaced when given). */
    async resubmit(caller: Principal, body: LedgerResubmitBody): Promise<LedgerDetail> {
      const entry = await inScope(caller, body.id);
      const unit = await ruleSets.org(entry.orgId);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const moved = await move(tx, { ...entry, version: body.version }, 'resubmit', caller, {
          value: body.value,
          description: body.description,
          submittedAt: now,
          refuseReason: null,
        });
        if (body.evidence) {
          await ruleSets.detachEvidence(tx, entry.id);
          await attachAttachments(tx, {
            keys: body.evidence,
            orgId: caller.orgId,
            owner: { type: ENTITY, id: entry.id },
            now,
          });
        }
        await submit(tx, caller, moved, `${unit?.name ?? ''}：台账重新提交（${moved.month}月，${moved.value}）`);
      });
      return (await detailOf(db, entry.id))!;
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
