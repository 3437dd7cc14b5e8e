import {
  GUARD_ROLE,
  type AdminTransfer,
  type AdminTransferAction,
  type AdminTransferMoveBody,
  type AdminTransferOverview,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { maskPhone } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import { move as moveRow } from '../../core/transition/index.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { AccountCache, GuardWrites } from '../account/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import {
  adminTransferInvalid,
  adminTransferNotFound,
  adminTransferOpen,
  memberNotFound,
  notTeamAdmin,
} from './promotion.errors.ts';
import { presentAdminTransfer } from './promotion.presenter.ts';
import { adminTransfer, type PromotionRepository } from './promotion.repository.ts';
import {
  ADMIN_TRANSFER_TRANSITIONS,
  isEligibleReceiver,
  mayOfferAdminRole,
  rolesAfterAccept,
} from './promotion.rules.ts';
import { ADMIN_TRANSFER_WORKFLOW } from './admin-transfer.workflow.ts';

export interface AdminTransferDeps {
  db: Db;
  clock: Clock;
  repository: PromotionRepository;
  operationLog: OperationLog;
  guardWrites: GuardWrites;
  accountCache: AccountCache;
}

/**
 * 转让管理员: a team admin offers the role to an active member of the same team, who accepts or
 * declines; the admin may cancel while it is open. Acceptance swaps the two roles in the same
 * transaction as the move, and both sessions see the new roles on their next request.
 */
export function createAdminTransferService({
  db,
  clock,
  repository,
  operationLog,
  guardWrites,
  accountCache,
}: AdminTransferDeps) {
  const guardOnly = (caller: Principal) => {
    if (caller.loginType !== 'guard') throw forbidden('仅卫士可用');
  };
  const present = async (id: string): Promise<AdminTransfer> => {
    const [row] = await repository.transfersWhere(eq(adminTransfer.id, id));
    if (!row) throw adminTransferNotFound();
    return presentAdminTransfer(row);
  };

  async function move(caller: Principal, body: AdminTransferMoveBody, action: AdminTransferAction) {
    guardOnly(caller);
    const current = await repository.findTransfer(body.id);
    const rule = ADMIN_TRANSFER_TRANSITIONS[action];
    // Only its two parties see an offer; anyone else's id answers like a missing one.
    const party = rule.by === 'receiver' ? current?.toGuardId : current?.fromGuardId;
    if (!current || (current.toGuardId !== caller.id && current.fromGuardId !== caller.id))
      throw adminTransferNotFound();
    if (party !== caller.id) throw forbidden(rule.by === 'receiver' ? '只有被转让人可以处理' : '只有转让人可以撤销');
    await db.transaction(async (tx) => {
      await moveRow(tx, ADMIN_TRANSFER_WORKFLOW, current, action, {
        by: caller,
        log: operationLog,
        version: body.version,
        patch: { updatedAt: clock.now() },
        orgId: current.orgId,
      });
      if (action === 'accept') {
        const demoted = await guardWrites.changeRole(
          tx,
          current.fromGuardId,
          GUARD_ROLE.teamAdmin,
          rolesAfterAccept.offerer,
        );
        const promoted = await guardWrites.changeRole(
          tx,
          current.toGuardId,
          GUARD_ROLE.guard,
          rolesAfterAccept.receiver,
        );
        // The offerer is no longer the admin, or the receiver no longer a plain member: the offer is void.
        if (!demoted || !promoted) throw adminTransferInvalid(current.state, rule.label);
      }
    });
    // After the commit: forgotten earlier, a request in between could cache the old role again.
    if (action === 'accept')
      for (const id of [current.fromGuardId, current.toGuardId]) accountCache.forget('guard', id);
    return present(current.id);
  }

  return {
    async overview(caller: Principal): Promise<AdminTransferOverview> {
      guardOnly(caller);
      const canOffer = mayOfferAdminRole(caller);
      const [outgoing] = canOffer
        ? await repository.transfersWhere(
            and(eq(adminTransfer.fromGuardId, caller.id), eq(adminTransfer.state, 'PENDING')),
          )
        : [];
      const incoming = await repository.transfersWhere(
        and(eq(adminTransfer.toGuardId, caller.id), eq(adminTransfer.state, 'PENDING')),
      );
      const members = canOffer
        ? (await repository.teamMembers(caller.orgId)).filter((member) => isEligibleReceiver(caller, member))
        : [];
      return {
        canOffer,
        outgoing: outgoing ? presentAdminTransfer(outgoing) : null,
        incoming: incoming.map(presentAdminTransfer),
        members: members.map((member) => ({ id: member.id, name: member.name, phone: maskPhone(member.phone) })),
      };
    },

    async offer(caller: Principal, toGuardId: string): Promise<AdminTransfer> {
      guardOnly(caller);
      if (!mayOfferAdminRole(caller)) throw notTeamAdmin();
      const member = await repository.guardById(toGuardId);
      if (!member || !isEligibleReceiver(caller, member)) throw memberNotFound();
      const id = newId();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const inserted = await repository.insertTransfer(tx, {
          id,
          orgId: caller.orgId,
          orgPath: caller.orgPath,
          fromGuardId: caller.id,
          toGuardId: member.id,
          state: 'PENDING',
          version: 0,
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) throw adminTransferOpen();
        await operationLog.record(
          {
            actorType: 'guard',
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'admin_transfer_offer',
            entityType: 'admin_transfer',
            entityId: id,
            fromState: null,
            toState: 'PENDING',
            remark: `转让管理员给${member.name}`,
          },
          tx,
        );
      });
      return present(id);
    },

    accept: (caller: Principal, body: AdminTransferMoveBody) => move(caller, body, 'accept'),
    decline: (caller: Principal, body: AdminTransferMoveBody) => move(caller, body, 'decline'),
    cancel: (caller: Principal, body: AdminTransferMoveBody) => move(caller, body, 'cancel'),
  };
}
export type AdminTransferService = ReturnType<typeof createAdminTransferService>;
