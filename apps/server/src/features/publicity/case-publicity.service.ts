import {
  casePublicityDueAt,
  isInSubtree,
  PUBLICITY_ENDPOINTS,
  type CasePublicity,
  type CasePublicityDetail,
  type CasePublicitySource,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import { updateVersioned } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { FraudTypeDictionary } from '../early-warning/index.ts';
import { attachPhotos } from '../file/index.ts';
import type { Verification } from '../verification/index.ts';
import { caseNotFound, caseSourceNotFound, invalidPublicityMove, stalePublicity } from './publicity.errors.ts';
import type { Actor, PublicityMoves } from './publicity.moves.ts';
import { presentCase, presentCaseDetail } from './publicity.presenter.ts';
import type { PublicityRepository } from './publicity.repository.ts';
import { mayAddActivity, sessionColumnsOf } from './publicity.rules.ts';
import { casePublicity, type CasePublicityRow } from './publicity.table.ts';

type E = typeof PUBLICITY_ENDPOINTS;
const DAY_MS = 86_400_000;
/** Warnings offered to start 一案一宣 from by hand: handled within this many days. */
export const CASE_SOURCE_DAYS = 90;
const CASE_SOURCE_LIMIT = 50;

/** A handled warning with a loss, as the early-warning feedback reports it (no victim data). */
export interface CaseWithLoss {
  warningId: string;
  /** The organisation that handled it: the community the publicity is for. */
  orgId: string;
  fraudTypeCode: string | null;
  amountLost: string;
  caseAt: Date;
}

/**
 * Inserts the 一案一宣 task of a case unless it has one (one per warning) and answers the task; the
 * feedback's hook, the guard's 发起 and the weekly case bulletin all open tasks through this.
 */
export async function openCasePublicity(
  tx: Tx,
  deps: { clock: Clock; repository: PublicityRepository; moves: PublicityMoves },
  source: CaseWithLoss,
  actor: Actor,
  guard?: { id: string; name: string },
) {
  const { clock, repository, moves } = deps;
  const facts = await repository.warningFacts(tx, source.warningId, source.orgId);
  if (!facts) return undefined;
  const now = clock.now();
  const id = newId();
  const inserted = await repository.insertCase(tx, {
    id,
    warningId: source.warningId,
    warningNo: facts.warningNo,
    orgId: source.orgId,
    orgPath: facts.orgPath,
    guardId: guard?.id ?? null,
    guardName: guard?.name ?? null,
    fraudTypeCode: source.fraudTypeCode,
    amountLost: source.amountLost,
    caseAt: source.caseAt,
    dueAt: casePublicityDueAt(source.caseAt),
    state: 'PENDING',
    createdAt: now,
    updatedAt: now,
  });
  if (inserted) await moves.log(tx, actor, { type: 'case_publicity', id }, 'case.open', { from: null, to: 'PENDING' });
  return repository.caseOfWarning(tx, source.warningId);
}

/** 一案一宣: opened by the case (or by hand), activities by the community's guards, verified like a record. */
export function createCasePublicityService(deps: {
  db: Db;
  clock: Clock;
  repository: PublicityRepository;
  moves: PublicityMoves;
  verification: Verification;
  fraudTypes: FraudTypeDictionary;
}) {
  const { db, clock, repository, moves, verification, fraudTypes } = deps;
  const change = (row: CasePublicityRow) => ({ id: row.id, state: row.state, version: row.version });

  async function visible(caller: Principal, id: string, tx: Db | Tx = db) {
    const view = await repository.caseView(id, tx);
    if (!view || !isInSubtree(view.row.orgPath, caller.orgPath)) throw caseNotFound();
    return view;
  }

  /** Only the community's own guards publicise its case. */
  function requireHolder(caller: Principal, task: CasePublicityRow) {
    if (caller.loginType !== 'guard' || caller.orgId !== task.orgId)
      throw forbidden('只有案件所在单位的卫士可以开展一案一宣');
  }

  const open = (tx: Tx, source: CaseWithLoss, actor: Actor, guard?: { id: string; name: string }) =>
    openCasePublicity(tx, { clock, repository, moves }, source, actor, guard);

  return {
    /** The early-warning feedback's hook: a handled warning with a loss opens its community's task. */
    openForCase: (tx: Tx, source: CaseWithLoss, actor: Actor) => open(tx, source, actor),

    async page(caller: Principal, query: ParsedQueryOf<E['casePage']>): Promise<Page<CasePublicity>> {
      const now = clock.now();
      const names = await fraudTypes.entries();
      return keysetPage(
        query,
        (slice) => repository.casePage({ orgPath: caller.orgPath, filter: query.filter, now, ...slice }),
        {
          positionOf: (row) => ({ micros: row.micros, id: row.row.id }),
          present: (pageRows) => pageRows.map((row) => presentCase(row, names, caller, now)),
        },
      );
    },

    counts: (caller: Principal) => repository.caseCounts(caller.orgPath, clock.now()),

    async info(caller: Principal, id: string): Promise<CasePublicityDetail> {
      const view = await visible(caller, id);
      const [activities, names] = await Promise.all([repository.activities(id), fraudTypes.entries()]);
      return presentCaseDetail(view, activities, names, caller, clock.now());
    },

    /** Handled warnings with a loss of the caller's subtree (recent first), each with its task if it has one. */
    async sources(caller: Principal): Promise<CasePublicitySource[]> {
      const since = new Date(clock.now().getTime() - CASE_SOURCE_DAYS * DAY_MS);
      const [rows, names] = await Promise.all([
        repository.caseSources(caller.orgPath, since, CASE_SOURCE_LIMIT),
        fraudTypes.entries(),
      ]);
      const seen = new Set<string>();
      return rows
        .filter((row) => !seen.has(row.warningId) && seen.add(row.warningId))
        .map((row) => ({
          warningId: row.warningId,
          warningNo: row.warningNo,
          fraudTypeName: (row.fraudTypeCode && names.get(row.fraudTypeCode)?.name) || '其他诈骗',
          amountLost: row.amountLost,
          communityName: row.communityName,
          handledAt: row.handledAt.toISOString(),
          casePublicityId: row.casePublicityId,
        }));
    },

    /** publicity-case-create: the task of a handled warning of the caller's organisation (the existing one if opened already). */
    async create(caller: Principal, body: ParsedBodyOf<E['caseCreate']>) {
      if (caller.loginType !== 'guard') throw forbidden('仅卫士可发起一案一宣');
      const [source] = await repository.caseSources(caller.orgPath, new Date(0), 1, body.warningId);
      if (!source) throw caseSourceNotFound();
      if (source.orgId !== caller.orgId) throw forbidden('只有案件所在单位的卫士可以发起一案一宣');
      const task = await db.transaction((tx) =>
        open(
          tx,
          {
            warningId: source.warningId,
            orgId: source.orgId,
            fraudTypeCode: source.fraudTypeCode,
            amountLost: source.amountLost,
            caseAt: source.handledAt,
          },
          caller,
          caller,
        ),
      );
      if (!task) throw caseSourceNotFound();
      return change(task);
    },

    /** An activity (place, time, audience, photos) while the task is with its community. */
    async addActivity(caller: Principal, body: ParsedBodyOf<E['caseActivity']>) {
      const { row: task } = await visible(caller, body.caseId);
      requireHolder(caller, task);
      if (!mayAddActivity(task.state)) throw invalidPublicityMove(task.state, '添加宣传活动');
      if (task.version !== body.version) throw stalePublicity();
      const now = clock.now();
      const moved = await db.transaction(async (tx) => {
        const row = await updateVersioned(
          tx,
          casePublicity,
          { id: task.id, version: body.version },
          {
            guardId: task.guardId ?? caller.id,
            guardName: task.guardName ?? caller.name,
            updatedAt: now,
          },
        );
        if (!row) throw stalePublicity();
        const session = sessionColumnsOf(body);
        await repository.insertActivity(tx, {
          id: newId(),
          caseId: task.id,
          place: body.place,
          ...session,
          createdBy: caller.id,
          createdByName: caller.name,
          createdAt: now,
        });
        // The task owns the photos and the log row.
        const entity = { type: 'case_publicity', id: task.id } as const;
        await attachPhotos(tx, { keys: session.photos, orgId: caller.orgId, owner: entity, now });
        await moves.log(tx, caller, entity, 'case.activity', {
          from: task.state,
          to: row.state,
        });
        return row;
      });
      return change(moved);
    },

    /** Submits (or resubmits after a refusal) into the shared 核查: at least one activity first. */
    async submit(caller: Principal, body: ParsedBodyOf<E['caseSubmit']>) {
      const view = await visible(caller, body.id);
      requireHolder(caller, view.row);
      if (view.activityCount === 0) throw badRequest('请先添加至少一次宣传活动', undefined, 'activities');
      const now = clock.now();
      const names = await fraudTypes.entries();
      const moved = await db.transaction(async (tx) => {
        const row = await moves.moveCase(tx, caller, view.row, body.version, 'submit', {
          summary: body.summary?.trim() || view.row.summary,
          refuseReason: null,
          submittedAt: now,
          updatedAt: now,
        });
        const typeName = (row.fraudTypeCode && names.get(row.fraudTypeCode)?.name) || '其他诈骗';
        await verification.submitForVerification(tx, {
          kind: 'case_publicity',
          subjectId: row.id,
          orgId: row.orgId,
          submitter: caller,
          title: `一案一宣：${view.orgName}，${typeName}，预警${row.warningNo}`,
        });
        return row;
      });
      return change(moved);
    },
  };
}
export type CasePublicityService = ReturnType<typeof createCasePublicityService>;
