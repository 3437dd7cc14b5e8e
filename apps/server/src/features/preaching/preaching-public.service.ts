import {
  isOrgAdmin,
  nextPreachReference,
  PREACH_PUBLIC_PATHS,
  PREACH_PUBLIC_STATUS,
  PREACHING_ENDPOINTS,
  preachReferenceDayOf,
  type ParsedBodyOf,
  type PreachBookingStatus,
  type PreachCodeKind,
  type PreachTopic,
} from '@afp/contract';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { maskName, type PersonKeyOf } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { bookingNotFound, codeNotFound } from './preaching.errors.ts';
import type { PreachingRepository } from './preaching.repository.ts';
import { isBookable, repeatBookingWindow, signInWindow } from './preaching.rules.ts';

type E = typeof PREACHING_ENDPOINTS;
const RECEIVED = { received: true } as const;

/** A code is a random public identifier (it is printed on a QR code), never an account's id. */
const newCode = () => randomBytes(16).toString('base64url');

/**
 * The QR codes and the public pages they open: a unit's booking page and a guard's attendee page.
 * No login: the code decides what may be done, answers carry nothing personal.
 */
export function createPreachingPublicService(deps: {
  db: Db;
  clock: Clock;
  repository: PreachingRepository;
  operationLog: OperationLog;
  personKeyOf: PersonKeyOf;
}) {
  const { db, clock, repository, operationLog, personKeyOf } = deps;

  async function codeFor(kind: PreachCodeKind, ownerId: string, orgId: string) {
    return (
      (await repository.codeOf(kind, ownerId)) ??
      repository.ensureCode({ code: newCode(), kind, ownerId, orgId, createdAt: clock.now() })
    );
  }

  async function codeOf(code: string, kind: PreachCodeKind) {
    const row = await repository.code(code);
    if (!row || row.kind !== kind) throw codeNotFound();
    return row;
  }

  return {
    /** The guard's own preaching code (detail-qr). */
    async myCode(caller: Principal) {
      if (caller.loginType !== 'guard') throw forbidden('仅卫士有宣讲二维码');
      const row = await codeFor('GUARD', caller.id, caller.orgId);
      return { code: row.code, path: PREACH_PUBLIC_PATHS.signIn, ownerName: caller.name };
    },

    /** The booking code of the caller's organisation, for its admins and oa staff to hand out. */
    async unitCode(caller: Principal) {
      if (!isOrgAdmin(caller)) throw forbidden('仅管理员可获取单位预约码');
      const row = await codeFor('UNIT', caller.orgId, caller.orgId);
      return { code: row.code, path: PREACH_PUBLIC_PATHS.booking, ownerName: caller.orgName };
    },

    async bookingView(code: string) {
      const row = await codeOf(code, 'UNIT');
      const unit = await repository.org(db, row.orgId);
      if (!unit) throw codeNotFound();
      return { orgName: unit.name };
    },

    /** A unit's request: SUBMITTED to the code's organisation, in the future only, once per phone and time. */
    async book(body: ParsedBodyOf<E['book']>) {
      const { code, ...request } = body;
      const row = await codeOf(code, 'UNIT');
      const unit = await repository.org(db, row.orgId);
      if (!unit) throw codeNotFound();
      const now = clock.now();
      const startsAt = new Date(request.startsAt);
      if (!isBookable(startsAt, now)) throw badRequest('宣讲时间须晚于当前时间', undefined, 'startsAt');
      return db.transaction(async (tx) => {
        // A page sent twice (a double tap, a reload, two phones of one school) is one request.
        const open = await repository.openRequestOf(tx, request.contactPhone, repeatBookingWindow(startsAt));
        if (open) return { ...RECEIVED, isRepeat: true, reference: open.reference };
        const id = newId();
        const day = preachReferenceDayOf(now);
        const reference = nextPreachReference(day, await repository.lastReference(tx, day));
        await repository.insert(tx, {
          id,
          source: 'BOOKING',
          reference,
          ...request,
          remark: request.remark || null,
          startsAt,
          state: 'SUBMITTED',
          orgId: unit.id,
          orgPath: unit.path,
          createdAt: now,
          updatedAt: now,
        });
        await operationLog.record(
          {
            actorType: 'public',
            actorId: 'booking-page',
            orgId: unit.id,
            action: 'preaching.book',
            entityType: 'preach_appointment',
            entityId: id,
            fromState: null,
            toState: 'SUBMITTED',
          },
          tx,
        );
        return { ...RECEIVED, isRepeat: false, reference };
      });
    },

    /** Where a booking stands, for whoever holds its reference and its contact phone. */
    async bookingStatus(query: ParsedBodyOf<E['bookingStatus']>): Promise<PreachBookingStatus> {
      const view = await repository.byReference(query.reference);
      // An unknown reference and a known one with another phone answer alike: nothing to enumerate.
      if (!view || view.appointment.contactPhone !== query.phone) throw bookingNotFound();
      const { appointment } = view;
      const hasGuard = appointment.state !== 'ASSIGNED_TO_GUARD' && view.guardName !== null;
      return {
        reference: query.reference,
        applicantUnit: appointment.applicantUnit,
        startsAt: appointment.startsAt.toISOString(),
        topics: appointment.topics as PreachTopic[],
        state: appointment.state,
        status: PREACH_PUBLIC_STATUS[appointment.state],
        unitName: view.orgName,
        guardName: hasGuard && view.guardName ? maskName(view.guardName) : null,
        reason: appointment.closeReason,
        submittedAt: appointment.createdAt.toISOString(),
      };
    },

    /** The attendee page: the guard's name masked and his sessions around now. */
    async sessionView(code: string) {
      const row = await codeOf(code, 'GUARD');
      const guard = await repository.guard(db, row.ownerId);
      if (!guard) throw codeNotFound();
      const sessions = await repository.sessionsAround(guard.id, signInWindow(clock.now()));
      return {
        guardName: maskName(guard.name),
        sessions: sessions.map((session) => ({
          id: session.id,
          applicantUnit: session.applicantUnit,
          startsAt: session.startsAt.toISOString(),
          topics: session.topics as PreachTopic[],
        })),
      };
    },

    /** Sign-in (and rating) of one of those sessions; the phone is kept only as a keyed hash. */
    async signIn(body: ParsedBodyOf<E['signIn']>) {
      const row = await codeOf(body.code, 'GUARD');
      const now = clock.now();
      const sessions = await repository.sessionsAround(row.ownerId, signInWindow(now));
      if (!sessions.some((session) => session.id === body.appointmentId)) throw notFound('宣讲场次不存在');
      await repository.signIn({
        id: newId(),
        appointmentId: body.appointmentId,
        guardId: row.ownerId,
        phoneKey: personKeyOf({ name: '', phone: body.phone }),
        rating: body.rating ?? null,
        comment: body.comment || null,
        createdAt: now,
        ratedAt: body.rating ? now : null,
      });
      return RECEIVED;
    },
  };
}
export type PreachingPublicService = ReturnType<typeof createPreachingPublicService>;
