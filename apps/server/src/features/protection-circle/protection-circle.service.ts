import {
  canSeeWhole,
  CIRCLE_MEMBER_STATES,
  isAboveOrg,
  isHolder,
  isInSubtree,
  listScopeOf,
  PROTECTION_CIRCLE_ENDPOINTS,
  type Caller,
  type Circle,
  type CircleDetail,
  type CircleInvitation,
  type CircleMember,
  type CircleMemberDetail,
  type Dissuasion,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ProtectionCircleMember,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { seesWarningWhole, visibleAssignment } from '../../core/assignment/index.ts';
import { keysetPage, sliceOf } from '../../core/keyset-page.ts';
import { maskName, maskPhone, type PersonKeyOf } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import { updateVersioned } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId, newToken, sha256 } from '../../secrets.ts';
import type { AccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import {
  circleNotFound,
  invalidMemberMove,
  invitationNotFound,
  memberExists,
  memberNotFound,
  ownerAsMember,
  staleMember,
} from './protection-circle.errors.ts';
import {
  presentCircle,
  presentCircleDetail,
  presentDissuasion,
  presentMember,
  presentMemberDetail,
} from './protection-circle.presenter.ts';
import type { CircleOwnerRow, CircleRepository } from './protection-circle.repository.ts';
import {
  invitationPathOf,
  MEMBER_ACTION_NAMES,
  nextMemberState,
  type MemberAction,
} from './protection-circle.rules.ts';
import { protectionCircleMember, type CircleMemberRow } from './protection-circle.table.ts';

type E = typeof PROTECTION_CIRCLE_ENDPOINTS;

/** The owner's community guards and the admins and oa staff above it keep the circle. */
const mayManageCircle = (caller: Caller, owner: { orgId: string; orgPath: string }) =>
  isHolder(caller, owner) || isAboveOrg(caller, owner);

/** Protection circles 守护圈: circles of gullible persons, members with consent, 劝阻, 亲友 contacts. */
export function createProtectionCircleService(deps: {
  db: Db;
  clock: Clock;
  repository: CircleRepository;
  operationLog: OperationLog;
  accessLog: AccessLog;
  personKeyOf: PersonKeyOf;
}) {
  const { db, clock, repository, operationLog, accessLog, personKeyOf } = deps;

  /** The owner cannot guard himself: his phone keys to his own phone key (or person key, when keyed by phone). */
  function refuseOwner(owner: { phoneKey: string; personKey: string }, phone: string) {
    const key = personKeyOf({ name: '', phone });
    if (key === owner.phoneKey || key === owner.personKey) throw ownerAsMember();
  }

  async function visibleOwner(caller: Principal, ownerId: string): Promise<CircleOwnerRow> {
    const row = await repository.owner(ownerId);
    if (!row || !isInSubtree(row.owner.orgPath, caller.orgPath)) throw circleNotFound();
    return row;
  }

  /** A member whose owner lies in the caller's subtree, else 404. */
  async function visibleMember(caller: Principal, id: string, tx: Db | Tx = db) {
    const member = await repository.member(id, tx);
    const owner = member && (await repository.ownerOfKey(member.ownerPersonKey, tx));
    if (!member || !owner || !isInSubtree(owner.orgPath, caller.orgPath)) throw memberNotFound();
    return { member, owner };
  }

  async function logMove(
    tx: Db | Tx,
    actor: { type: string; id: string; orgId: string | null },
    member: CircleMemberRow,
    action: string,
    move: { from?: string; to?: string },
    remark?: string | null,
  ) {
    await operationLog.record(
      {
        actorType: actor.type,
        actorId: actor.id,
        orgId: actor.orgId,
        action: `protection_circle.${action}`,
        entityType: 'protection_circle_member',
        entityId: member.id,
        fromState: move.from ?? null,
        toState: move.to ?? null,
        remark:
          [move.from && move.to ? `${move.from} → ${move.to}` : undefined, remark].filter(Boolean).join('：') || null,
      },
      tx,
    );
  }

  /** The one state change of a member: transition table, version check, operation log. */
  async function moveMember(
    tx: Db | Tx,
    actor: { type: string; id: string; orgId: string | null },
    member: CircleMemberRow,
    expectedVersion: number,
    action: MemberAction,
    values: Partial<CircleMemberRow> = {},
    remark?: string | null,
  ): Promise<CircleMemberRow> {
    if (member.version !== expectedVersion) throw staleMember();
    const to = nextMemberState(member.status, action);
    if (!to) throw invalidMemberMove(CIRCLE_MEMBER_STATES[member.status], MEMBER_ACTION_NAMES[action]);
    const moved = await updateVersioned(
      tx,
      protectionCircleMember,
      { id: member.id, version: expectedVersion },
      {
        ...values,
        status: to,
        updatedAt: clock.now(),
      },
    );
    if (!moved) throw staleMember();
    await logMove(tx, actor, member, `member.${action}`, { from: member.status, to }, remark);
    return moved;
  }

  const actorOf = (caller: Principal) => ({ type: caller.loginType, id: caller.id, orgId: caller.orgId });

  async function managed(caller: Principal, id: string) {
    const found = await visibleMember(caller, id);
    if (!mayManageCircle(caller, found.owner)) throw forbidden('仅圈主所在社区卫士及上级管理员可管理守护圈');
    return found;
  }

  const newInvitation = () => {
    const token = newToken();
    return { token, hash: sha256(token), path: invitationPathOf(token) };
  };

  /** The invited member's view by the link's token (names masked). */
  async function byToken(token: string) {
    const member = await repository.memberByInvitation(sha256(token));
    const owner = member && (await repository.ownerOfKey(member.ownerPersonKey));
    if (!member || !owner) throw invitationNotFound();
    const ownerRow = await repository.owner(owner.id);
    return { member, owner, orgName: ownerRow?.orgName ?? '' };
  }
  const invitationView = (found: Awaited<ReturnType<typeof byToken>>, member = found.member) => ({
    ownerName: maskName(found.owner.name),
    memberName: maskName(member.name),
    relation: member.relation,
    status: member.status,
    orgName: found.orgName,
  });

  /** Who saw a person's data whole, and when (DESIGN: whole personal data is logged). */
  const logWholeView = (caller: Principal, subjectType: string, subjectId: string, personKey?: string) =>
    accessLog.recordWholeView(caller, 'protection_circle.view_whole', { type: subjectType, id: subjectId, personKey });

  async function answerInvitation(token: string, action: 'accept' | 'decline') {
    const found = await byToken(token);
    if (found.member.status !== 'INVITED') return invitationView(found);
    const moved = await db.transaction((tx) =>
      moveMember(
        tx,
        { type: 'circle_member', id: found.member.id, orgId: found.owner.orgId },
        found.member,
        found.member.version,
        action,
        // The link answers once, yet keeps showing the member where they stand (until a new invitation replaces it).
        { respondedAt: clock.now() },
        '成员通过邀请链接答复',
      ),
    );
    return invitationView(found, moved);
  }

  return {
    /** ACTIVE members of the circle of a warning's person; phones whole only for the current holder and centre. */
    async membersForWarning(caller: Principal, assignmentId: string): Promise<ProtectionCircleMember[]> {
      const assignment = await visibleAssignment(db, caller, assignmentId);
      const whole = await seesWarningWhole(db, caller, assignment.warningId);
      const rows = (await repository.members(assignment.personKey)).filter((row) => row.status === 'ACTIVE');
      if (whole && rows.length > 0)
        await logWholeView(caller, 'warning_assignment', assignment.id, assignment.personKey);
      return rows.map((row) => ({
        id: row.id,
        name: whole ? row.name : maskName(row.name),
        phone: whole ? row.phone : maskPhone(row.phone),
        relation: row.relation,
        role: row.role,
      }));
    },

    async dissuasions(caller: Principal, assignmentId: string): Promise<Dissuasion[]> {
      const assignment = await visibleAssignment(db, caller, assignmentId);
      const rows = await repository.dissuasions(assignment.warningId);
      return rows.map((row) => presentDissuasion(row.dissuasion, row.memberName, row.relation));
    },

    async circlePage(caller: Principal, query: ParsedQueryOf<E['circlePage']>): Promise<Page<Circle>> {
      const filter = {
        scope: listScopeOf(caller) === 'mine' ? { orgId: caller.orgId } : { orgPath: caller.orgPath },
        namePrefix: query.keyword || undefined,
      };
      return keysetPage(
        query,
        (slice) =>
          sliceOf(slice, repository.circlePage(filter, slice.after, slice.limit), () =>
            repository.countCircles(filter),
          ),
        {
          positionOf: (row) => ({ micros: row.createdMicros, id: row.owner.id }),
          present: (pageRows) => pageRows.map(presentCircle),
        },
      );
    },

    /** The circle of a gullible person: the owner (whole phone for the holders, logged) and every member. */
    async circleInfo(caller: Principal, ownerId: string): Promise<CircleDetail> {
      const row = await visibleOwner(caller, ownerId);
      const isWhole = canSeeWhole(caller, row.owner);
      if (isWhole) await logWholeView(caller, 'gullible_person', row.owner.id, row.owner.personKey);
      const members = await repository.members(row.owner.personKey);
      return presentCircleDetail(row, members, { isWhole, canManage: mayManageCircle(caller, row.owner) });
    },

    async memberPage(caller: Principal, query: ParsedQueryOf<E['memberPage']>): Promise<Page<CircleMember>> {
      const row = await visibleOwner(caller, query.ownerId);
      const isWhole = canSeeWhole(caller, row.owner);
      return keysetPage(
        query,
        (slice) =>
          sliceOf(slice, repository.memberPage(row.owner.personKey, query.status, slice.after, slice.limit), () =>
            repository.countMembers(row.owner.personKey, query.status),
          ),
        {
          positionOf: (r) => ({ micros: r.micros, id: r.member.id }),
          present: (pageRows) => pageRows.map((r) => presentMember(r.member, row.owner.id, isWhole)),
        },
      );
    },

    async memberInfo(caller: Principal, id: string): Promise<CircleMemberDetail> {
      const { member, owner } = await visibleMember(caller, id);
      const isWhole = canSeeWhole(caller, owner);
      if (isWhole) await logWholeView(caller, 'circle_member', member.id);
      return presentMemberDetail(member, owner.id, {
        isWhole,
        canManage: mayManageCircle(caller, owner),
      });
    },

    /** Adding a member is inviting them: INVITED, with a link token shown once and stored hashed. */
    async invite(caller: Principal, body: ParsedBodyOf<E['invite']>): Promise<CircleInvitation> {
      const { owner } = await visibleOwner(caller, body.ownerId);
      if (!mayManageCircle(caller, owner)) throw forbidden('仅圈主所在社区卫士及上级管理员可管理守护圈');
      refuseOwner(owner, body.phone);
      const invitation = newInvitation();
      const now = clock.now();
      const member = await db.transaction(async (tx) => {
        if (await repository.phoneInCircle(tx, owner.personKey, body.phone)) throw memberExists();
        const inserted = await repository.insertMember(tx, {
          id: newId(),
          ownerPersonKey: owner.personKey,
          name: body.name,
          phone: body.phone,
          relation: body.relation,
          role: body.role,
          status: 'INVITED',
          notify: body.notify,
          invitationHash: invitation.hash,
          version: 0,
          createdAt: now,
          updatedAt: now,
        });
        await logMove(
          tx,
          actorOf(caller),
          inserted,
          'member.invite',
          { to: 'INVITED' },
          `${body.relation} ${body.name}`,
        );
        return inserted;
      });
      return {
        member: presentMember(member, owner.id, canSeeWhole(caller, owner)),
        invitationToken: invitation.token,
        invitationPath: invitation.path,
      };
    },

    async reinvite(caller: Principal, body: ParsedBodyOf<E['reinvite']>): Promise<CircleInvitation> {
      const { member, owner } = await managed(caller, body.id);
      refuseOwner(owner, member.phone);
      const invitation = newInvitation();
      const moved = await db.transaction(async (tx) => {
        if (await repository.phoneInCircle(tx, owner.personKey, member.phone)) throw memberExists();
        return moveMember(
          tx,
          actorOf(caller),
          member,
          body.version,
          'reinvite',
          { invitationHash: invitation.hash, respondedAt: null },
          body.remark,
        );
      });
      return {
        member: presentMember(moved, owner.id, canSeeWhole(caller, owner)),
        invitationToken: invitation.token,
        invitationPath: invitation.path,
      };
    },

    /** The guard records the member's (verbal) answer; the link then shows it. */
    async answer(
      caller: Principal,
      body: ParsedBodyOf<E['accept']>,
      action: 'accept' | 'decline',
    ): Promise<CircleMember> {
      const { member, owner } = await managed(caller, body.id);
      const moved = await db.transaction((tx) =>
        moveMember(
          tx,
          actorOf(caller),
          member,
          body.version,
          action,
          { respondedAt: clock.now() },
          body.remark ?? (action === 'accept' ? '卫士登记口头同意' : '卫士登记拒绝'),
        ),
      );
      return presentMember(moved, owner.id, canSeeWhole(caller, owner));
    },

    async remove(caller: Principal, body: ParsedBodyOf<E['remove']>): Promise<CircleMember> {
      const { member, owner } = await managed(caller, body.id);
      const moved = await db.transaction((tx) =>
        moveMember(tx, actorOf(caller), member, body.version, 'remove', { notify: false }, body.reason),
      );
      return presentMember(moved, owner.id, canSeeWhole(caller, owner));
    },

    async notify(caller: Principal, body: ParsedBodyOf<E['notify']>): Promise<CircleMember> {
      const { member, owner } = await managed(caller, body.id);
      if (member.version !== body.version) throw staleMember();
      const moved = await db.transaction(async (tx) => {
        const updated = await updateVersioned(
          tx,
          protectionCircleMember,
          { id: member.id, version: body.version },
          {
            notify: body.notify,
            updatedAt: clock.now(),
          },
        );
        if (!updated) throw staleMember();
        await logMove(tx, actorOf(caller), member, 'member.notify', {}, body.notify ? '开启预警通知' : '关闭预警通知');
        return updated;
      });
      return presentMember(moved, owner.id, canSeeWhole(caller, owner));
    },

    /** 劝阻 a member reported on a warning of the owner, recorded by a guard who sees the warning and the circle. */
    async dissuade(caller: Principal, body: ParsedBodyOf<E['dissuade']>): Promise<Dissuasion> {
      const { member } = await visibleMember(caller, body.memberId);
      const assignment = await visibleAssignment(db, caller, body.assignmentId);
      if (assignment.personKey !== member.ownerPersonKey)
        throw badRequest('参数 assignmentId 错误：该预警不属于此圈主', undefined, 'assignmentId');
      if (member.status !== 'ACTIVE') throw invalidMemberMove(CIRCLE_MEMBER_STATES[member.status], '登记劝阻');
      const row = await db.transaction(async (tx) => {
        const inserted = await repository.insertDissuasion(tx, {
          id: newId(),
          memberId: member.id,
          warningId: assignment.warningId,
          outcome: body.outcome,
          amount: body.amount ?? null,
          content: body.content,
          recordedBy: caller.id,
          recordedByName: caller.name,
          recordedAt: clock.now(),
        });
        await logMove(tx, actorOf(caller), member, 'member.dissuade', {}, `${body.outcome} ${assignment.warningId}`);
        return inserted;
      });
      return presentDissuasion(row, member.name, member.relation);
    },

    invitationInfo: async (token: string) => invitationView(await byToken(token)),
    invitationAccept: (token: string) => answerInvitation(token, 'accept'),
    invitationDecline: (token: string) => answerInvitation(token, 'decline'),
  };
}
export type ProtectionCircleService = ReturnType<typeof createProtectionCircleService>;
