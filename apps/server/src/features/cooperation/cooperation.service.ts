import {
  COOPERATION_STEP_KINDS,
  COOPERATION_STEP_STATES,
  COOPERATION_TASK_STATES,
  COOPERATION_TASK_TYPES,
  extensionHoursLabel,
  hasMeasureLapsed,
  isInSubtree,
  isSupervisingOffice,
  isMeasureType,
  type CooperationAbilities,
  type CooperationPartner,
  type CooperationSummary,
  type CooperationBatchProgress,
  type CooperationTask,
  type CooperationTaskDetail,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  COOPERATION_CENTRE_ENDPOINTS,
  COOPERATION_ENDPOINTS,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage, type PageSlice } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import { attachPhotos } from '../file/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { AccessLog } from '../access-log/index.ts';
import type { CarrierAssistRepository } from './carrier-assist.repository.ts';
import { tellCarrierAssistAnswer } from './carrier-assist.service.ts';
import { cooperationReceipt } from './cooperation-receipt.ts';
import { movePartnerTask, type PartnerTasks } from '../partner-task/index.ts';
import {
  cooperationStaleVersion,
  cooperationMeasureLapsed,
  cooperationStepInvalid,
  cooperationTaskNotFound,
} from './cooperation.errors.ts';
import { presentCooperationDetail, presentCooperationTask } from './cooperation.presenter.ts';
import {
  COOPERATION_TASK_ENTITY,
  COOPERATION_TASK_SOURCE,
  type CooperationRepository,
  type CooperationTaskListRow,
} from './cooperation.repository.ts';
import {
  canApplyCooperationAction,
  cooperationDeadlineOf,
  extendedExpiryOf,
  isExtensionHoursAllowed,
  mayAddStep,
  measureExpiryOf,
  measureInForceUntil,
  paperworkDueOf,
  redoDeadlineOf,
  stepDeadlineOf,
  type CooperationAction,
} from './cooperation.rules.ts';
import type { CooperationTaskRow, CooperationTaskStepRow } from './cooperation.table.ts';

type P = typeof COOPERATION_ENDPOINTS;
type C = typeof COOPERATION_CENTRE_ENDPOINTS;
type TaskPatch = Partial<CooperationTaskRow>;
type FeedbackInsert = Parameters<CooperationRepository['insertFeedback']>[1];
/** A time done may be a few minutes ahead of the server (phone clocks), never more. */
const DONE_AT_SLACK_MS = 5 * 60_000;
export function createCooperationService(deps: {
  db: Db;
  clock: Clock;
  repository: CooperationRepository;
  operationLog: OperationLog;
  /** The partner is told of a withdrawal and its reason (the task leaves its list). */
  notifier: WorkNotifier;
  /** The partners a task may go to (shared with orders). */
  partnerTasks: PartnerTasks;
  /** The carrier's whole view of a 运营商协助's number is recorded. */
  accessLog: AccessLog;
  carrierAssists: CarrierAssistRepository;
}) {
  const { db, clock, repository, operationLog, notifier, partnerTasks, accessLog, carrierAssists } = deps;

  /** The partner's own organisation's task, else 404 (a swapped id tells nothing). */
  async function partnerTask(caller: Principal, id: string): Promise<CooperationTaskListRow> {
    const row = await repository.find(id);
    // A withdrawn task is no longer the partner's: its content and attachments go with it.
    if (!row || row.task.partnerOrgId !== caller.orgId || row.task.state === 'WITHDRAWN')
      throw cooperationTaskNotFound();
    return row;
  }

  /** A task issued by the caller's organisation or below, else 404. */
  async function centreTask(caller: Principal, id: string): Promise<CooperationTaskListRow> {
    const row = await repository.find(id);
    if (!row || !isInSubtree(row.task.issuerOrgPath, caller.orgPath)) throw cooperationTaskNotFound();
    return row;
  }

  const visibleTask = (caller: Principal, id: string) =>
    caller.loginType === 'cooperation' ? partnerTask(caller, id) : centreTask(caller, id);

  function abilitiesOf(caller: Principal, task: CooperationTaskRow, steps: CooperationTaskStepRow[]) {
    const isPartner = caller.loginType === 'cooperation';
    const may = (action: CooperationAction) => canApplyCooperationAction(action, task.state);
    const abilities: CooperationAbilities = {
      canReceive: isPartner && may('receive'),
      canStart: isPartner && may('start'),
      canHandle: isPartner && may('feedback'),
      canReturn: !isPartner && may('return'),
      canClose: !isPartner && may('close'),
      canWithdraw: !isPartner && may('withdraw'),
      canAddStep: !isPartner && mayAddStep(task, steps),
    };
    return abilities;
  }

  async function detail(caller: Principal, id: string): Promise<CooperationTaskDetail> {
    const row = await visibleTask(caller, id);
    const [steps, feedbacks, history] = await Promise.all([
      repository.steps(id),
      repository.feedbacks(id),
      repository.history(id),
    ]);
    // The carrier sees the number of a 运营商协助 whole, to act on it: each view in the access log.
    const seesAssistPhoneWhole = caller.loginType === 'cooperation' && row.task.assistPhone !== null;
    if (seesAssistPhoneWhole && row.task.warningAssignmentId)
      await accessLog.recordWholeView(caller, 'cooperation.view_assist_phone', {
        type: COOPERATION_TASK_ENTITY,
        id,
        personKey: await carrierAssists.personKeyOf(row.task.warningAssignmentId),
      });
    return presentCooperationDetail(row, {
      seesAssistPhoneWhole,
      now: clock.now(),
      steps,
      feedbacks,
      history,
      abilities: abilitiesOf(caller, row.task, steps),
    });
  }

  /** A log row on a task that is not a move of its state (issue, steps, paperwork). */
  const logOnTask = (
    tx: Tx,
    caller: Principal,
    taskId: string,
    entry: { action: string; remark: string; fromState?: string; toState?: string },
  ) =>
    operationLog.record(
      {
        actorType: caller.loginType,
        actorId: caller.id,
        orgId: caller.orgId,
        entityType: COOPERATION_TASK_ENTITY,
        entityId: taskId,
        ...entry,
      },
      tx,
    );

  /** Uploaded photos become the files of `owner`, in the caller's organisation. */
  const attach = (
    tx: Tx,
    caller: Principal,
    keys: readonly string[],
    owner: Parameters<typeof attachPhotos>[1]['owner'],
    now: Date,
  ) => attachPhotos(tx, { keys, orgId: caller.orgId, owner, now });

  /** A partner's feedback, on the task or on one of its steps, its photos becoming the feedback's files. */
  async function saveFeedback(
    tx: Tx,
    caller: Principal,
    body: { content?: string | undefined; photos: readonly string[] },
    now: Date,
    feedback: Omit<FeedbackInsert, 'id' | 'content' | 'photos' | 'fedBackById' | 'fedBackByName' | 'fedBackAt'>,
  ) {
    const id = newId();
    await repository.insertFeedback(tx, {
      id,
      ...feedback,
      content: body.content ?? null,
      photos: [...new Set(body.photos)],
      fedBackById: caller.id,
      fedBackByName: caller.name,
      fedBackAt: now,
    });
    await attach(tx, caller, body.photos, { type: 'cooperation_feedback', id }, now);
  }

  /** The one way a task changes state: conditional on state and version, logged in the same transaction. */
  async function move(
    caller: Principal,
    row: CooperationTaskListRow,
    change: {
      action: CooperationAction;
      version: number;
      patch?: TaskPatch;
      remark?: string;
      also?: (tx: Tx) => Promise<void>;
    },
  ): Promise<CooperationTaskDetail> {
    await db.transaction(async (tx) => {
      await movePartnerTask(tx, COOPERATION_TASK_SOURCE, {
        task: row.task,
        action: change.action,
        version: change.version,
        patch: change.patch,
        by: caller,
        operationLog,
        remark: change.remark,
      });
      await change.also?.(tx);
    });
    return detail(caller, row.task.id);
  }

  /** The time a partner says it acted: not in the future (bar a phone clock's slack). */
  function checkDoneAt(doneAt: string | undefined): Date | null {
    if (!doneAt) return null;
    const at = new Date(doneAt);
    if (at.getTime() > clock.now().getTime() + DONE_AT_SLACK_MS)
      throw badRequest('参数 doneAt 错误：办理时间不能晚于当前时间', undefined, 'doneAt');
    return at;
  }

  /** A page of tasks, by issue time or, for the to-do queue, by its rank. */
  async function pageOf(
    read: (slice: PageSlice) => ReturnType<CooperationRepository['centrePage']>,
    query: { cursor?: string; pageSize: number },
    order: 'newest' | 'queue',
    side: 'issuer' | 'partner',
  ): Promise<Page<CooperationTask>> {
    const now = clock.now();
    const page = await keysetPage(query, read, {
      positionOf: (row) => ({ micros: order === 'queue' ? row.rankMicros : row.issuedMicros, id: row.task.id }),
      present: (pageRows) => pageRows,
    });
    // The issuing side sees each several-partner batch's progress; a partner, only its own task.
    const batches =
      side === 'issuer'
        ? await repository.batchProgress([...new Set(page.records.map((row) => row.task.batchId))])
        : new Map<string, CooperationBatchProgress>();
    return {
      ...page,
      records: page.records.map((row) => {
        const batch = batches.get(row.task.batchId);
        return presentCooperationTask(row, now, batch && batch.total > 1 ? batch : null);
      }),
    };
  }

  async function pendingStep(row: CooperationTaskListRow, stepId: string) {
    const steps = await repository.steps(row.task.id);
    const step = steps.find((candidate) => candidate.id === stepId);
    if (!step) throw badRequest('参数 stepId 错误：不是该任务的步骤', undefined, 'stepId');
    return { step, steps };
  }

  return {
    // ——— the partner (cooperation login) ———
    partnerPage(caller: Principal, query: ParsedQueryOf<P['page']>): Promise<Page<CooperationTask>> {
      const order = query.filter === 'TODO' ? 'queue' : 'newest';
      return pageOf((slice) => repository.partnerPage(caller.orgId, query.filter, slice), query, order, 'partner');
    },

    info: (caller: Principal, id: string) => detail(caller, id),

    /** The task as a receipt 回执 (.xlsx), for either side that may see it. */
    async receipt(caller: Principal, id: string) {
      return cooperationReceipt(await detail(caller, id), clock.now());
    },

    /** 接收 / 开始处理 (spec §7 POST task/v2/info). */
    async update(caller: Principal, body: ParsedBodyOf<P['update']>): Promise<CooperationTaskDetail> {
      const row = await partnerTask(caller, body.id);
      const now = clock.now();
      return body.action === 'RECEIVE'
        ? move(caller, row, { action: 'receive', version: body.version, patch: { receivedAt: now } })
        : move(caller, row, { action: 'start', version: body.version, patch: { handlingAt: now } });
    },

    /** The feedback with the fields the task's type needs; a measure's request step is answered with it. */
    async handle(caller: Principal, body: ParsedBodyOf<P['handle']>): Promise<CooperationTaskDetail> {
      const row = await partnerTask(caller, body.id);
      if (body.type !== row.task.type)
        throw badRequest(`参数 type 错误：该任务为${COOPERATION_TASK_TYPES[row.task.type]}`, undefined, 'type');
      const doneAt = checkDoneAt(body.doneAt);
      const now = clock.now();
      const measure = isMeasureType(row.task.type);
      const request = measure
        ? (await repository.steps(row.task.id)).find((step) => step.kind === 'REQUEST')
        : undefined;
      return move(caller, row, {
        action: 'feedback',
        version: body.version,
        patch: { fedBackAt: now },
        also: async (tx) => {
          await saveFeedback(tx, caller, body, now, {
            taskId: row.task.id,
            stepId: request?.id ?? null,
            account: body.account ?? null,
            accountName: body.accountName ?? null,
            bankName: body.bankName ?? null,
            amount: body.amount ?? null,
            balance: body.balance ?? null,
            result: body.result ?? null,
            // A reason only explains a result that was not a full success.
            resultReason: body.result && body.result !== 'SUCCESS' ? (body.resultReason ?? null) : null,
            caseNumber: body.caseNumber ?? null,
            documentNumber: body.documentNumber ?? null,
            number: body.number ?? null,
            doneAt,
            answer: body.answer ?? null,
            assistOutcome: row.task.assistHelp ? (body.assistOutcome ?? null) : null,
          });
          const { warningAssignmentId, assistHelp } = row.task;
          if (warningAssignmentId && assistHelp && body.assistOutcome)
            // The answer is told on the warning too: its timeline, and a notice to the office that asked.
            await tellCarrierAssistAnswer(
              tx,
              { operationLog, notifier, repository: carrierAssists },
              caller,
              { issuerOrgId: row.task.issuerOrgId, warningAssignmentId, assistHelp },
              { outcome: body.assistOutcome, content: body.content },
            );
          if (request && doneAt) {
            // A returned task's request is answered again: whatever its state, at its version.
            const answered = await repository.updateStep(tx, request, {
              state: 'DONE',
              fedBackAt: now,
              doneAt,
              amount: body.amount ?? null,
              expiresAt: measureExpiryOf(row.task.type, doneAt),
            });
            if (!answered) throw cooperationStaleVersion();
          }
        },
      });
    },

    /** The partner answers a 延期 / 解除 step of a measure in force. */
    async stepHandle(caller: Principal, body: ParsedBodyOf<P['stepHandle']>): Promise<CooperationTaskDetail> {
      const row = await partnerTask(caller, body.taskId);
      const { step, steps } = await pendingStep(row, body.stepId);
      if (step.kind === 'REQUEST') throw cooperationStepInvalid('申请步骤随任务反馈，请在任务处理中反馈');
      if (step.state !== 'PENDING')
        throw step.version === body.version
          ? cooperationStepInvalid(`该步骤${COOPERATION_STEP_STATES[step.state]}，不能再反馈`)
          : cooperationStaleVersion();
      const doneAt = checkDoneAt(body.doneAt) ?? clock.now();
      const now = clock.now();
      const expiresAt =
        step.kind === 'EXTENSION'
          ? extendedExpiryOf(row.task.type, measureInForceUntil(steps), doneAt, step.extensionHours)
          : null;
      await db.transaction(async (tx) => {
        const answered = await repository.moveStep(tx, { id: step.id, version: body.version }, 'feedback', {
          fedBackAt: now,
          doneAt,
          amount: body.amount ?? null,
          expiresAt,
        });
        if (!answered) throw cooperationStaleVersion();
        await saveFeedback(tx, caller, body, now, {
          taskId: row.task.id,
          stepId: step.id,
          amount: body.amount ?? null,
          doneAt,
        });
        await logOnTask(tx, caller, row.task.id, {
          action: 'cooperation.step_feedback',
          fromState: step.state,
          toState: 'DONE',
          remark: `${COOPERATION_STEP_KINDS[step.kind]}：${COOPERATION_STEP_STATES.PENDING} → ${COOPERATION_STEP_STATES.DONE}`,
        });
      });
      return detail(caller, row.task.id);
    },

    // ——— the centre (oa login) ———
    centrePage(caller: Principal, query: ParsedQueryOf<C['page']>): Promise<Page<CooperationTask>> {
      const scope = {
        orgPath: caller.orgPath,
        which: query.filter,
        type: query.type,
        partnerOrgId: query.partnerOrgId,
        now: clock.now(),
      };
      return pageOf((slice) => repository.centrePage(scope, slice), query, 'newest', 'issuer');
    },

    summary: (caller: Principal): Promise<CooperationSummary> => repository.summary(caller.orgPath, clock.now()),

    partners: (): Promise<CooperationPartner[]> => partnerTasks.partners(),

    /** One task per chosen partner, sharing a batch (and the attachments); a measure starts with its request step. */
    async create(caller: Principal, body: ParsedBodyOf<C['create']>): Promise<{ ids: string[] }> {
      // Only the supervising offices direct partners (the same rule as orders 工单).
      if (!isSupervisingOffice(caller)) throw forbidden('仅市反诈中心和分局工作人员可下发协作任务');
      const partnerIds = [...new Set(body.partnerOrgIds)];
      const partners = await repository.partnerOrgs(partnerIds);
      if (partners.length !== partnerIds.length)
        throw badRequest('参数 partnerOrgIds 错误：须为合作单位', undefined, 'partnerOrgIds');
      const now = clock.now();
      const batchId = newId();
      const deadlineAt = cooperationDeadlineOf(body.urgency, now, {
        minutes: body.deadlineMinutes,
        workingDays: body.deadlineWorkingDays,
      });
      const measure = isMeasureType(body.type);
      const tasks = partnerIds.map((partnerOrgId) => ({
        id: newId(),
        batchId,
        partnerOrgId,
        issuerOrgId: caller.orgId,
        issuerOrgPath: caller.orgPath,
        issuerId: caller.id,
        issuerName: caller.name,
        type: body.type,
        urgency: body.urgency,
        title: body.title,
        content: body.content,
        subjectAccount: measure ? (body.subjectAccount ?? null) : null,
        subjectNumber: body.type === 'NUMBER_SHUTDOWN' ? (body.subjectNumber ?? null) : null,
        requestedAmount: measure ? (body.requestedAmount ?? null) : null,
        attachments: [...new Set(body.photos)],
        state: 'ISSUED' as const,
        issuedAt: now,
        deadlineAt,
      }));
      await db.transaction(async (tx) => {
        await repository.insertTasks(tx, tasks);
        await attach(tx, caller, body.photos, { type: 'cooperation_task', id: batchId }, now);
        for (const task of tasks) {
          if (measure)
            await repository.insertStep(tx, {
              id: newId(),
              taskId: task.id,
              seq: 1,
              kind: 'REQUEST',
              urgency: body.urgency,
              state: 'PENDING',
              requestedAt: now,
              deadlineAt,
              paperworkDueAt: paperworkDueOf(body.urgency, now),
              paperwork: [],
            });
          await logOnTask(tx, caller, task.id, {
            action: 'cooperation.issue',
            toState: 'ISSUED',
            remark: `${COOPERATION_TASK_TYPES[body.type]}：${COOPERATION_TASK_STATES.ISSUED}`,
          });
        }
      });
      return { ids: tasks.map((task) => task.id) };
    },

    async return(caller: Principal, body: ParsedBodyOf<C['return']>): Promise<CooperationTaskDetail> {
      const row = await centreTask(caller, body.id);
      return move(caller, row, {
        action: 'return',
        version: body.version,
        patch: { returnReason: body.reason, deadlineAt: redoDeadlineOf(row.task.urgency, clock.now()) },
        remark: body.reason,
      });
    },

    async close(caller: Principal, body: ParsedBodyOf<C['close']>): Promise<CooperationTaskDetail> {
      const row = await centreTask(caller, body.id);
      return move(caller, row, { action: 'close', version: body.version, patch: { closedAt: clock.now() } });
    },

    async withdraw(caller: Principal, body: ParsedBodyOf<C['withdraw']>): Promise<CooperationTaskDetail> {
      const row = await centreTask(caller, body.id);
      const withdrawn = await move(caller, row, {
        action: 'withdraw',
        version: body.version,
        patch: { withdrawnAt: clock.now() },
        remark: body.reason,
        // The partner's notice commits with the withdrawal (outbox): a failed withdrawal tells nobody.
        also: async (tx) => {
          await repository.cancelPendingSteps(tx, row.task.id);
          await notifier.notify(
            row.task.partnerOrgId,
            {
              kind: 'cooperation_withdrawn',
              text: `协作任务「${row.task.title}」已撤回，无需办理。撤回原因：${body.reason}`,
            },
            tx,
          );
        },
      });
      return withdrawn;
    },

    /**
     * 延期 / 解除 of a measure in force: a new step for the partner, with its reason (an extension
     * with its duration, its 文书 optionally at once), due before the measure lapses; the task's
     * version guards against two at once.
     */
    async addStep(caller: Principal, body: ParsedBodyOf<C['step']>): Promise<CooperationTaskDetail> {
      const row = await centreTask(caller, body.id);
      const steps = await repository.steps(row.task.id);
      if (row.task.version !== body.version) throw cooperationStaleVersion();
      if (!mayAddStep(row.task, steps))
        throw cooperationStepInvalid(
          isMeasureType(row.task.type)
            ? '当前措施不能延期或解除（未反馈、已解除或有待反馈的步骤）'
            : '仅止付、冻结任务可延期或解除',
        );
      const now = clock.now();
      const inForceUntil = measureInForceUntil(steps);
      // Extending a lapsed measure would start a new one from whenever the bank acts: it must be issued anew.
      if (body.kind === 'EXTENSION' && hasMeasureLapsed(inForceUntil?.toISOString() ?? null, now.getTime()))
        throw cooperationMeasureLapsed(row.task.type);
      const extensionHours = body.kind === 'EXTENSION' ? (body.extensionHours ?? null) : null;
      if (extensionHours !== null && !isExtensionHoursAllowed(row.task.type, extensionHours))
        throw badRequest('参数 extensionHours 错误：延期时长不在可选范围内', undefined, 'extensionHours');
      const stepId = newId();
      const paperwork = [...new Set(body.photos)];
      await db.transaction(async (tx) => {
        const bumped = await repository.bumpVersion(tx, row.task.id, body.version);
        if (!bumped) throw cooperationStaleVersion();
        await repository.insertStep(tx, {
          id: stepId,
          taskId: row.task.id,
          seq: steps.length + 1,
          kind: body.kind,
          urgency: body.urgency,
          state: 'PENDING',
          note: body.note,
          extensionHours,
          requestedAt: now,
          deadlineAt: stepDeadlineOf(body.urgency, now, inForceUntil),
          paperworkDueAt: paperworkDueOf(body.urgency, now),
          // 文书 sent with the step are its paperwork: an urgent step so supplied owes none later.
          paperworkDoneAt: paperwork.length > 0 ? now : null,
          paperwork,
        });
        await attach(tx, caller, paperwork, { type: 'cooperation_step', id: stepId }, now);
        const duration = extensionHours ? `，延长${extensionHoursLabel(extensionHours)}` : '';
        await logOnTask(tx, caller, row.task.id, {
          action: 'cooperation.step_issue',
          toState: 'PENDING',
          remark: `${COOPERATION_STEP_KINDS[body.kind]}（${body.urgency === 'URGENT' ? '加急' : '正常'}${duration}）：${body.note}`,
        });
      });
      return detail(caller, row.task.id);
    },

    /** 后补流程: the paperwork of an urgent step, supplied by the centre. */
    async paperwork(caller: Principal, body: ParsedBodyOf<C['paperwork']>): Promise<CooperationTaskDetail> {
      const row = await centreTask(caller, body.taskId);
      const { step } = await pendingStep(row, body.stepId);
      if (step.paperworkDueAt === null || step.paperworkDoneAt !== null || step.state === 'CANCELLED')
        throw step.version === body.version ? cooperationStepInvalid('该步骤无需补充文书') : cooperationStaleVersion();
      if (body.photos.length === 0) throw badRequest('参数 photos 错误：请上传法律文书', undefined, 'photos');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const done = await repository.updateStep(
          tx,
          { id: step.id, version: body.version },
          { paperworkDoneAt: now, paperwork: [...new Set(body.photos)] },
        );
        if (!done) throw cooperationStaleVersion();
        await attach(tx, caller, body.photos, { type: 'cooperation_step', id: step.id }, now);
        await logOnTask(tx, caller, row.task.id, {
          action: 'cooperation.paperwork',
          remark: `${COOPERATION_STEP_KINDS[step.kind]}：法律文书已补充${body.note ? `（${body.note}）` : ''}`,
        });
      });
      return detail(caller, row.task.id);
    },
  };
}
export type CooperationService = ReturnType<typeof createCooperationService>;
