import {
  isCentre,
  isInSubtree,
  mayApproveTransfer,
  mayDecideTransfer,
  mayTransfer,
  mayWithdrawTransfer,
  MAX_TRANSFER_HOPS,
  TRANSFER_ENDPOINTS,
  TRANSFER_REASONS,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type TransferRecord,
  type TransferStatus,
  type WarningEvent,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import {
  dispatchAssignment,
  HANDLING_ORG_KINDS,
  seesWarningWhole,
  staleVersion,
  transitionAssignment,
  warningNotFound,
  type Actor,
} from '../../core/assignment/index.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import { loggedActor, type Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { WarningAssignmentRow } from '../early-warning/index.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { WarningEvents } from '../early-warning/index.ts';
import type { WorkMessage, WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import {
  approvalNotYours,
  hopLimitReached,
  ownTransferApproval,
  transferDecided,
  transferNotFound,
} from './transfer.errors.ts';
import { presentTransfer } from './transfer.presenter.ts';
import type { TransferListRow, TransferRepository } from './transfer.repository.ts';
import { approvalDeadlineOf, approvalOrgOf, hasReachedReceiver } from './transfer.rules.ts';
import type { WarningTransferRow } from './transfer.table.ts';

/** How a transfer that ends before it is accepted is logged. */
const CANCEL_ACTIONS = { REJECTED: 'reject', WITHDRAWN: 'withdraw', REFUSED: 'refuse' } as const;

type CreateBody = ParsedBodyOf<typeof TRANSFER_ENDPOINTS.create>;
type PageQuery = ParsedQueryOf<typeof TRANSFER_ENDPOINTS.page>;
type LogQuery = ParsedQueryOf<typeof TRANSFER_ENDPOINTS.log>;
type ApprovalPageQuery = ParsedQueryOf<typeof TRANSFER_ENDPOINTS.approvalPage>;

const actorOf = (caller: Principal): Actor => ({ loginType: caller.loginType, id: caller.id, orgId: caller.orgId });

export function createTransferService(deps: {
  db: Db;
  clock: Clock;
  repository: TransferRepository;
  operationLog: OperationLog;
  events: WarningEvents;
  notifier: WorkNotifier;
  /** Minutes a cross-district transfer waits for approval before it escalates (TRANSFER_APPROVAL_MINUTES). */
  approvalMinutes: number;
}) {
  const { db, clock, repository, operationLog } = deps;

  /**
   * The sender's side in the caller's subtree, or the receiver's once the transfer reached it — while
   * it waits for approval (or once refused) only the approving district and the centre see that side.
   */
  const sees = (caller: Principal, row: TransferListRow): boolean =>
    isInSubtree(row.fromOrgPath, caller.orgPath) ||
    (isInSubtree(row.toOrgPath, caller.orgPath) &&
      (hasReachedReceiver(row.status) ||
        (row.approvalOrgPath !== null && isInSubtree(row.approvalOrgPath, caller.orgPath))));

  /** A transfer the caller may see, else 404. */
  async function visibleTransfer(caller: Principal, transferId: string): Promise<TransferListRow> {
    const row = await repository.findListRow(transferId);
    if (!row || !sees(caller, row)) throw transferNotFound();
    return row;
  }

  async function logTransfer(
    tx: Db | Tx,
    caller: Principal,
    transfer: WarningTransferRow,
    action: string,
    remark?: string | null,
    fromState: TransferStatus = 'REQUESTED',
  ) {
    await operationLog.record(
      {
        ...loggedActor(caller),
        action: `transfer.${action}`,
        entityType: 'warning_transfer',
        entityId: transfer.id,
        fromState,
        toState: transfer.status,
        remark: remark ?? `${transfer.fromOrgId} → ${transfer.toOrgId}`,
      },
      tx,
    );
  }

  /** Accept in the caller's transaction: sender's assignment TRANSFERRED, receiver's created fresh. */
  async function completeInTx(tx: Tx, caller: Principal, transfer: WarningTransferRow): Promise<WarningAssignmentRow> {
    const sender = await transitionAssignment(tx, operationLog, {
      assignmentId: transfer.fromAssignmentId,
      action: 'completeTransfer',
      actor: actorOf(caller),
      remark: `移交至 ${transfer.toOrgId}`,
    });
    const receiverOrg = await repository.org(transfer.toOrgId, tx);
    if (!receiverOrg) throw transferNotFound();
    const receiver = await dispatchAssignment(
      tx,
      {
        warningId: sender.warningId,
        org: receiverOrg,
        level: sender.level,
        source: sender.source,
        kind: sender.kind,
        fraudTypeCode: sender.fraudTypeCode,
        personKey: sender.personKey,
        pushedAt: sender.pushedAt,
        hop: sender.hop + 1,
        parentAssignmentId: sender.id,
      },
      clock.now(),
    );
    await repository.setReceiverAssignment(tx, transfer.id, receiver.id);
    await logTransfer(tx, caller, transfer, 'accept');
    return receiver;
  }

  /**
   * The receiver's notice, in the accepting transaction (outbox). Names the warning: identical
   * work-notice texts reach a person only once a day (vendor rule).
   */
  async function noticeReceiver(tx: Tx, receiver: WarningAssignmentRow, warningNo: string) {
    await deps.notifier.notify(
      receiver.orgId,
      {
        kind: 'new_warning',
        text: `收到移交的预警 ${warningNo}，请及时签收`,
        warningId: receiver.warningId,
        assignmentId: receiver.id,
      },
      tx,
    );
  }

  /** The live event only once committed: it must never announce a change that rolled back. */
  function publishAssigned(receiver: WarningAssignmentRow) {
    const event: WarningEvent = {
      type: 'warning.assigned',
      assignmentId: receiver.id,
      warningId: receiver.warningId,
      orgId: receiver.orgId,
      level: receiver.level,
      state: 'PENDING_SIGN',
    };
    deps.events.publish(event);
  }

  const decision = (
    caller: Principal,
    status: 'ACCEPTED' | 'REJECTED' | 'WITHDRAWN' | 'REFUSED',
    decisionReason?: string | null,
  ) => ({
    status,
    decidedBy: caller.id,
    decidedByName: caller.name,
    decidedAt: clock.now(),
    decisionReason: decisionReason ?? null,
  });

  /** Rejected, refused or withdrawn: the sender's assignment returns to the state it had before. */
  async function cancel(
    caller: Principal,
    row: Pick<TransferListRow, 'id' | 'status'>,
    status: 'REJECTED' | 'WITHDRAWN' | 'REFUSED',
    reason: string | null,
    notice: WorkMessage & { orgId: string },
  ) {
    const transferId = row.id;
    const decided = await db.transaction(async (tx) => {
      const transfer = await repository.decide(tx, transferId, decision(caller, status, reason), row.status);
      if (!transfer) throw transferDecided();
      await transitionAssignment(tx, operationLog, {
        assignmentId: transfer.fromAssignmentId,
        action: 'cancelTransfer',
        restoreState: transfer.fromState,
        actor: actorOf(caller),
        remark: reason ?? undefined,
      });
      await logTransfer(tx, caller, transfer, CANCEL_ACTIONS[status], reason, row.status);
      const { orgId, ...message } = notice;
      await deps.notifier.notify(orgId, message, tx);
      return transfer;
    });
    return presentTransfer(await visibleTransfer(caller, decided.id));
  }

  /** A transfer waiting for approval that the caller may decide: 404 out of sight, 403 not theirs, 409 decided. */
  async function approvable(caller: Principal, transferId: string): Promise<TransferListRow> {
    const row = await visibleTransfer(caller, transferId);
    const { approvalOrgId, requestedBy } = row;
    if (!approvalOrgId || !mayApproveTransfer(caller, { approvalOrgId, requestedBy }))
      throw requestedBy === caller.id ? ownTransferApproval() : approvalNotYours();
    if (row.status !== 'PENDING_APPROVAL') throw transferDecided();
    return row;
  }

  return {
    async create(caller: Principal, body: CreateBody): Promise<TransferRecord> {
      const assignment = await repository.assignment(body.assignmentId);
      // Outside the caller's subtree, or held by another organisation: as if it did not exist.
      const isAllowed =
        assignment && isInSubtree(assignment.orgPath, caller.orgPath) && mayTransfer(caller, assignment);
      if (!assignment || !isAllowed) throw warningNotFound();
      if (body.force && !isCentre(caller)) throw forbidden('仅市反诈中心可直接指派');
      const target = await repository.org(body.toOrgId);
      if (!target || !HANDLING_ORG_KINDS.includes(target.kind))
        throw badRequest('参数 toOrgId 错误：须为社区或派出所/街道');
      if (target.id === assignment.orgId) throw badRequest('参数 toOrgId 错误：不能移交给本单位');
      if (body.reason === 'OTHER' && !body.reasonText?.trim()) throw badRequest('参数 reasonText 错误：请填写移交原因');
      if (assignment.version !== body.version) throw staleVersion();

      // Across districts the receiving district approves first; the centre's direct assignment needs none.
      const approvalOrgId = body.force ? null : approvalOrgOf(assignment.orgPath, target.path);
      const now = clock.now();
      const { transfer, receiver } = await db.transaction(async (tx) => {
        const hops = await repository.acceptedHops(tx, assignment.warningId);
        // The centre's forced assignment is the way past the limit.
        if (!body.force && hops >= MAX_TRANSFER_HOPS) throw hopLimitReached();
        await transitionAssignment(tx, operationLog, {
          assignmentId: assignment.id,
          action: 'requestTransfer',
          expectedVersion: body.version,
          actor: actorOf(caller),
          remark: `${TRANSFER_REASONS[body.reason]} ${body.reasonText ?? ''}`.trim(),
        });
        const requested = await repository.insert(tx, {
          id: newId(),
          warningId: assignment.warningId,
          fromAssignmentId: assignment.id,
          fromState: assignment.state,
          fromOrgId: assignment.orgId,
          toOrgId: target.id,
          reason: body.reason,
          reasonText: body.reasonText ?? null,
          status: approvalOrgId ? 'PENDING_APPROVAL' : 'REQUESTED',
          hop: assignment.hop + 1,
          requestedBy: caller.id,
          requestedByName: caller.name,
          createdAt: now,
          approvalOrgId,
          approvalDeadline: approvalOrgId ? approvalDeadlineOf(now, deps.approvalMinutes) : null,
        });
        await logTransfer(tx, caller, requested, 'request');
        const warningNo = await repository.warningNo(tx, assignment.warningId);
        if (approvalOrgId) {
          await deps.notifier.notify(
            approvalOrgId,
            {
              kind: 'transfer_approval',
              text: `预警 ${warningNo} 跨区移交至${target.name}，待审核`,
              warningId: requested.warningId,
              assignmentId: requested.fromAssignmentId,
            },
            tx,
          );
          return { transfer: requested, receiver: undefined };
        }
        if (!body.force) {
          await deps.notifier.notify(
            target.id,
            {
              kind: 'transfer_requested',
              text: `预警 ${warningNo} 移交待接收`,
              warningId: requested.warningId,
              assignmentId: requested.fromAssignmentId,
            },
            tx,
          );
          return { transfer: requested, receiver: undefined };
        }
        const accepted = await repository.decide(tx, requested.id, decision(caller, 'ACCEPTED', '市反诈中心指派'));
        if (!accepted) throw transferDecided();
        const forced = await completeInTx(tx, caller, accepted);
        await noticeReceiver(tx, forced, warningNo);
        return { transfer: accepted, receiver: forced };
      });

      if (receiver) publishAssigned(receiver);
      return presentTransfer(await visibleTransfer(caller, transfer.id));
    },

    async accept(caller: Principal, transferId: string): Promise<TransferRecord> {
      const row = await visibleTransfer(caller, transferId);
      if (!mayDecideTransfer(caller, { orgId: row.toOrgId })) throw forbidden('仅接收单位管理员可接收移交');
      const receiver = await db.transaction(async (tx) => {
        const transfer = await repository.decide(tx, transferId, decision(caller, 'ACCEPTED'));
        if (!transfer) throw transferDecided();
        const accepted = await completeInTx(tx, caller, transfer);
        await noticeReceiver(tx, accepted, row.warningNo);
        return accepted;
      });
      publishAssigned(receiver);
      return presentTransfer(await visibleTransfer(caller, transferId));
    },

    async reject(caller: Principal, transferId: string, reason: string | undefined): Promise<TransferRecord> {
      const row = await visibleTransfer(caller, transferId);
      if (!mayDecideTransfer(caller, { orgId: row.toOrgId })) throw forbidden('仅接收单位管理员可退回移交');
      if (!reason?.trim()) throw badRequest('参数 reason 错误：请填写退回原因');
      return cancel(caller, row, 'REJECTED', reason, {
        orgId: row.fromOrgId,
        kind: 'transfer_rejected',
        text: `预警 ${row.warningNo} 的移交被退回：${reason}`,
        warningId: row.warningId,
      });
    },

    async withdraw(caller: Principal, transferId: string): Promise<TransferRecord> {
      const row = await visibleTransfer(caller, transferId);
      if (!mayWithdrawTransfer(caller, { orgId: row.fromOrgId })) throw forbidden('仅移交单位可撤回');
      if (row.status !== 'REQUESTED' && row.status !== 'PENDING_APPROVAL') throw transferDecided();
      return cancel(caller, row, 'WITHDRAWN', null, {
        // Before approval the receiver never saw it: the approving district is told instead.
        orgId: row.status === 'PENDING_APPROVAL' && row.approvalOrgId ? row.approvalOrgId : row.toOrgId,
        kind: 'transfer_withdrawn',
        text: `预警 ${row.warningNo} 的移交已撤回`,
        warningId: row.warningId,
      });
    },

    /** 移交审核 通过: the transfer now waits for the receiving organisation, which is told. */
    async approve(caller: Principal, transferId: string, reason: string | undefined): Promise<TransferRecord> {
      const row = await approvable(caller, transferId);
      await db.transaction(async (tx) => {
        const approved = await repository.approve(tx, transferId, {
          approvedBy: caller.id,
          approvedByName: caller.name,
          approvedAt: clock.now(),
        });
        if (!approved) throw transferDecided();
        await logTransfer(tx, caller, approved, 'approve', reason?.trim() || null, 'PENDING_APPROVAL');
        await deps.notifier.notify(
          approved.toOrgId,
          {
            kind: 'transfer_requested',
            text: `预警 ${row.warningNo} 移交待接收`,
            warningId: approved.warningId,
            assignmentId: approved.fromAssignmentId,
          },
          tx,
        );
      });
      return presentTransfer(await visibleTransfer(caller, transferId));
    },

    /** 移交审核 不通过, with its reason: back with the sender, who is told why. */
    async refuse(caller: Principal, transferId: string, reason: string | undefined): Promise<TransferRecord> {
      const row = await approvable(caller, transferId);
      if (!reason?.trim()) throw badRequest('参数 reason 错误：请填写不通过原因');
      return cancel(caller, row, 'REFUSED', reason.trim(), {
        orgId: row.fromOrgId,
        kind: 'transfer_refused',
        text: `预警 ${row.warningNo} 跨区移交至${row.toOrgName}审核未通过：${reason.trim()}`,
        warningId: row.warningId,
        assignmentId: row.fromAssignmentId,
      });
    },

    /** The 移交审核 list: the caller's district's, or every district's for the centre; oa staff only. */
    async approvalPage(caller: Principal, query: ApprovalPageQuery): Promise<Page<TransferRecord>> {
      return keysetPage(
        query,
        (slice) =>
          repository.approvalPage({
            approvalOrgId: isCentre(caller) ? undefined : caller.orgId,
            view: query.view,
            ...slice,
          }),
        {
          positionOf: (row) => ({ micros: row.createdMicros, id: row.id }),
          present: (pageRows) => pageRows.map(presentTransfer),
        },
      );
    },

    /** Sent by (from) or received by (to) the caller's own organisation, newest first. */
    async page(caller: Principal, query: PageQuery): Promise<Page<TransferRecord>> {
      const column = query.direction === 'sent' ? 'from' : 'to';
      return keysetPage(
        query,
        (slice) => repository.page({ column, orgId: caller.orgId, status: query.status, ...slice }),
        {
          positionOf: (row) => ({ micros: row.createdMicros, id: row.id }),
          present: (pageRows) => pageRows.map(presentTransfer),
        },
      );
    },

    /** transfer-log: every hop of one warning, oldest first; 404 outside the caller's subtree. */
    async log(caller: Principal, query: LogQuery): Promise<TransferRecord[]> {
      const warningId =
        query.warningId ??
        (query.assignmentId ? (await repository.assignment(query.assignmentId))?.warningId : undefined);
      if (!warningId) throw warningNotFound();
      const [paths, rows] = await Promise.all([repository.assignmentPaths(warningId), repository.byWarning(warningId)]);
      const inScope = (path: string) => isInSubtree(path, caller.orgPath);
      const visible = paths.some(inScope) || rows.some((row) => sees(caller, row));
      if (!visible) throw warningNotFound();
      // The current holder and the centre see every hop; a former holder only the hops it took part in.
      const whole = await seesWarningWhole(db, caller, warningId);
      return rows.filter((row) => whole || sees(caller, row)).map(presentTransfer);
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
