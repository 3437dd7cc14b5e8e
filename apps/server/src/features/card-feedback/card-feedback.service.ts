import {
  CARD_FEEDBACK_ENDPOINTS,
  CARD_RECORD_STATES,
  isInSubtree,
  isOrgAdmin,
  maySeeApplicantWhole,
  PARTNER_CARD_FEEDBACK_ENDPOINTS,
  type CardAssignee,
  type CardOpeningPushBody,
  type CardRecord,
  type CardRecordDetail,
  type Page,
  type PageQuery,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PartnerCardRecord,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { HANDLING_ORG_KINDS } from '../../core/assignment/index.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import { move } from '../../core/transition/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { AccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { cardRecordNotFound } from './card-feedback.errors.ts';
import { presentCardDetail, presentCardRecord, presentPartnerCardRecord } from './card-feedback.presenter.ts';
import {
  CARD_RECORD_ENTITY,
  type CardFeedbackRepository,
  type CardListFilter,
  type CardRecordRow,
} from './card-feedback.repository.ts';
import { cardDeadlineOf, initialCardState, type CardRecordAction } from './card-feedback.rules.ts';
import type { CardOpeningRecordRow } from './card-feedback.table.ts';
import { CARD_WORKFLOW } from './card-feedback.workflow.ts';

type E = typeof CARD_FEEDBACK_ENDPOINTS;
type P = typeof PARTNER_CARD_FEEDBACK_ENDPOINTS;
type RecordPatch = Partial<CardOpeningRecordRow>;

/** Who pushed a check: an intake client (its key checked by intake's face). */
export interface PushingClient {
  id: string;
  name: string;
}

export function createCardFeedbackService(deps: {
  db: Db;
  clock: Clock;
  repository: CardFeedbackRepository;
  operationLog: OperationLog;
  accessLog: AccessLog;
}) {
  const { db, clock, repository, operationLog, accessLog } = deps;

  /** A record the caller may see (where it lies or whom it is assigned to, in the caller's subtree), else 404. */
  async function visibleRecord(caller: Principal, id: string): Promise<CardRecordRow> {
    const row = await repository.find(id);
    const paths = [row?.record.orgPath, row?.record.assigneeOrgPath];
    if (!row || !paths.some((path) => path && isInSubtree(path, caller.orgPath))) throw cardRecordNotFound();
    return row;
  }

  /** The admins of the organisation where the record lies, and above: assign, close, return. */
  function ensureManager(caller: Principal, row: CardRecordRow) {
    if (!isOrgAdmin(caller) || !isInSubtree(row.record.orgPath, caller.orgPath))
      throw forbidden('仅辖区管理员可分配、审核开卡反馈');
  }

  async function detail(caller: Principal, row: CardRecordRow): Promise<CardRecordDetail> {
    const history = await repository.history(row.record.id);
    const whole = maySeeApplicantWhole(caller, row.record);
    // Whoever is answered the applicant's whole ID number and phone is on record.
    if (whole)
      await accessLog.recordWholeView(caller, 'card_feedback.view_whole', {
        type: CARD_RECORD_ENTITY,
        id: row.record.id,
      });
    return presentCardDetail(row, { now: clock.now(), whole, history });
  }

  /** The one way a record changes state: conditional on state and version, logged in the same transaction. */
  async function moveRecord(
    caller: Principal,
    row: CardRecordRow,
    change: { action: CardRecordAction; version: number; patch?: RecordPatch; remark?: string },
  ): Promise<CardRecordDetail> {
    const { record } = row;
    await db.transaction((tx) =>
      move(tx, CARD_WORKFLOW, record, change.action, {
        by: caller,
        log: operationLog,
        version: change.version,
        patch: change.patch,
        remark: change.remark,
      }),
    );
    return detail(caller, await visibleRecord(caller, record.id));
  }

  async function pageOf<T>(
    query: PageQuery,
    read: (filter: CardListFilter) => ReturnType<CardFeedbackRepository['page']>,
    present: (row: CardRecordRow) => T,
  ): Promise<Page<T>> {
    return keysetPage(query, read, {
      positionOf: (row) => ({ micros: row.createdMicros, id: row.record.id }),
      present: (pageRows) => pageRows.map(present),
    });
  }

  return {
    /** An outlet's check: green closes at once, flagged waits for the station with its deadline. A repeat creates nothing. */
    async push(client: PushingClient, body: CardOpeningPushBody) {
      const repeat = await repository.findByRecordNo(body.partnerOrgId, body.recordNo);
      if (repeat)
        return {
          recordId: repeat.id,
          state: repeat.state,
          deadline: repeat.deadline?.toISOString() ?? null,
          duplicate: true,
        };
      const partner = await repository.org(body.partnerOrgId);
      if (partner?.kind !== 'partner')
        throw badRequest('参数 partnerOrgId 错误：须为合作单位', undefined, 'partnerOrgId');
      const target = await repository.org(body.orgId);
      if (!target || !HANDLING_ORG_KINDS.includes(target.kind))
        throw badRequest('参数 orgId 错误：须为派出所/街道或社区', undefined, 'orgId');
      const now = clock.now();
      const state = initialCardState(body.riskResult);
      const created = await db.transaction(async (tx) => {
        const inserted = await repository.insert(
          {
            ...body,
            id: newId(),
            orgPath: target.path,
            purpose: body.purpose ?? null,
            cardNumber: body.cardNumber ?? null,
            amountAtStake: body.amountAtStake ?? null,
            checkedAt: body.checkedAt ? new Date(body.checkedAt) : now,
            state,
            deadline: cardDeadlineOf(body, now),
            closedAt: state === 'CLOSED' ? now : null,
            createdAt: now,
          },
          tx,
        );
        if (!inserted) return undefined;
        await operationLog.record(
          {
            actorType: 'intake',
            actorId: client.id,
            orgId: target.id,
            action: 'card_feedback.intake',
            entityType: CARD_RECORD_ENTITY,
            entityId: inserted.id,
            toState: state,
            remark: `${client.name}：${CARD_RECORD_STATES[state]}`,
          },
          tx,
        );
        return inserted;
      });
      // A concurrent push of the same record lost the insert: answer as a repeat.
      const record = created ?? (await repository.findByRecordNo(body.partnerOrgId, body.recordNo));
      if (!record) throw new Error('card record neither inserted nor found');
      return {
        recordId: record.id,
        state: record.state,
        deadline: record.deadline?.toISOString() ?? null,
        duplicate: !created,
      };
    },

    page(caller: Principal, query: ParsedQueryOf<E['page']>): Promise<Page<CardRecord>> {
      const now = clock.now();
      const scope = { kind: query.scope, callerId: caller.id, orgPath: caller.orgPath, state: query.state };
      return pageOf(
        query,
        (filter) => repository.page(scope, filter),
        (row) => presentCardRecord(row, now),
      );
    },

    async info(caller: Principal, id: string): Promise<CardRecordDetail> {
      return detail(caller, await visibleRecord(caller, id));
    },

    async assignees(caller: Principal, id: string): Promise<CardAssignee[]> {
      const row = await visibleRecord(caller, id);
      ensureManager(caller, row);
      const guards = await repository.assignees(row.record.orgPath);
      return guards.map(({ id: guardId, name, orgName }) => ({ id: guardId, name, orgName }));
    },

    async assign(caller: Principal, body: ParsedBodyOf<E['assign']>): Promise<CardRecordDetail> {
      const row = await visibleRecord(caller, body.id);
      ensureManager(caller, row);
      const guard = (await repository.assignees(row.record.orgPath)).find((candidate) => candidate.id === body.guardId);
      if (!guard) throw badRequest('参数 guardId 错误：须为本辖区卫士', undefined, 'guardId');
      return moveRecord(caller, row, {
        action: 'assign',
        version: body.version,
        patch: { assigneeId: guard.id, assigneeName: guard.name, assigneeOrgPath: guard.orgPath },
        remark: `分配给 ${guard.name}（${guard.orgName}）`,
      });
    },

    async feedback(caller: Principal, body: ParsedBodyOf<E['feedback']>): Promise<CardRecordDetail> {
      const row = await visibleRecord(caller, body.id);
      if (caller.loginType !== 'guard' || row.record.assigneeId !== caller.id) throw forbidden('仅被分配的卫士可反馈');
      return moveRecord(caller, row, {
        action: 'feedback',
        version: body.version,
        patch: {
          method: body.method,
          conclusion: body.conclusion,
          advice: body.advice,
          outcome: body.outcome,
          content: body.content,
          amountProtected: body.amountProtected ?? null,
          fedBackByName: caller.name,
          fedBackAt: clock.now(),
        },
      });
    },

    async close(caller: Principal, body: ParsedBodyOf<E['close']>): Promise<CardRecordDetail> {
      const row = await visibleRecord(caller, body.id);
      ensureManager(caller, row);
      return moveRecord(caller, row, { action: 'close', version: body.version, patch: { closedAt: clock.now() } });
    },

    async return(caller: Principal, body: ParsedBodyOf<E['return']>): Promise<CardRecordDetail> {
      const row = await visibleRecord(caller, body.id);
      ensureManager(caller, row);
      return moveRecord(caller, row, {
        action: 'return',
        version: body.version,
        patch: { returnReason: body.reason },
        remark: body.reason,
      });
    },

    /** The partner's own outlets only. */
    partnerPage(caller: Principal, query: ParsedQueryOf<P['page']>): Promise<Page<PartnerCardRecord>> {
      const scope = { partnerOrgId: caller.orgId, state: query.state };
      return pageOf(query, (filter) => repository.partnerPage(scope, filter), presentPartnerCardRecord);
    },

    async partnerInfo(caller: Principal, id: string): Promise<PartnerCardRecord> {
      const row = await repository.find(id);
      if (!row || row.record.partnerOrgId !== caller.orgId) throw cardRecordNotFound();
      return presentPartnerCardRecord(row);
    },
  };
}
export type CardFeedbackService = ReturnType<typeof createCardFeedbackService>;
