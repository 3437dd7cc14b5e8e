import { channel } from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Access } from '../core/principal.ts';
import { CALLER_KINDS, type CallerKind } from './access-callers.ts';

/**
 * The objects the access matrix and the id swap fire at (issue 24 items 3 and 4): for each kind of
 * object a route takes by id, one SQL listing `id`, the organisation path that owns it (`path`) and,
 * for what a partner works on, the partner organisation (`partner`).
 */
export const OBJECT_KINDS = {
  assignment: `select id, org_path as path, null as partner from warning_assignment`,
  warning: `select warning_id as id, org_path as path, null as partner from warning_assignment`,
  /**
   * An assignment as its transfer log sees it: its holder's, and as much the office's that transferred
   * it here (a former holder reads the hops it took part in). Only warnings held once and moved at most
   * once by an accepted transfer, so those two paths are every party to the log.
   */
  assignmentHops: `select a.id, a.org_path as path, o.path as also, null as partner from warning_assignment a left join warning_transfer t on t.warning_id = a.warning_id left join org o on o.id = t.from_org_id where (select count(*) from warning_assignment b where b.warning_id = a.warning_id) = 1 and (select count(*) from warning_transfer u where u.warning_id = a.warning_id and (u.id <> t.id or u.status <> 'ACCEPTED')) = 0`,
  transfer: `select t.id, o.path, null as partner from warning_transfer t join org o on o.id = t.from_org_id`,
  cardRecord: `select id, org_path as path, partner_org_id as partner from card_opening_record`,
  cooperationTask: `select id, issuer_org_path as path, partner_org_id as partner from cooperation_task`,
  order: `select id, org_path as path, null as partner from cooperation_order`,
  // A withdrawn task is no longer its partner's: hidden from both partners alike.
  orderTask: `select id, org_path as path, partner_org_id as partner from cooperation_order_task where state <> 'WITHDRAWN'`,
  gulliblePerson: `select id, org_path as path, null as partner from gullible_person`,
  behaviorEvent: `select e.id, p.org_path as path, null as partner from behavior_event e join gullible_person p on p.id = e.person_id`,
  circleMember: `select m.id, p.org_path as path, null as partner from protection_circle_member m join gullible_person p on p.person_key = m.owner_person_key`,
  controlledPerson: `select id, org_path as path, null as partner from controlled_person`,
  controlTask: `select id, org_path as path, null as partner from control_task`,
  resident: `select id, org_path as path, null as partner from resident`,
  preachAppointment: `select id, org_path as path, null as partner from preach_appointment`,
  publicityContent: `select id, org_path as path, null as partner from publicity_content`,
  publicityRecord: `select id, org_path as path, null as partner from publicity_record`,
  casePublicity: `select id, org_path as path, null as partner from case_publicity`,
  /** A handled warning with a loss, held below the centre (a case of the centre's own is no district's local case). */
  typicalCase: `select f.id, a.org_path as path, null as partner from warning_feedback f join warning_assignment a on a.id = f.assignment_id where f.is_final and f.defrauded = 'YES' and f.amount_lost > 0 and a.org_path like '/%/%/'`,
  mail: `select id, sender_org_path as path, null as partner from mail`,
  mailReceipt: `select id, org_path as path, null as partner from mail_receipt`,
  /** A receipt fed back: its feedback is the receiving organisation's and its mail's sender's. */
  mailFeedback: `select r.id, r.org_path as path, m.sender_org_path as also, null as partner from mail_receipt r join mail m on m.id = r.mail_id where r.fed_back_at is not null`,
  /**
   * A receipt the sender itself sent (not a station's forward): its sender's to return for a redo,
   * its receiving organisation's too (seen, refused 403).
   */
  mailSentReceipt: `select r.id, m.sender_org_path as path, r.org_path as also, null as partner from mail_receipt r join mail m on m.id = r.mail_id where r.parent_receipt_id is null`,
  /** The centre's weekly case bulletin, read below the centre by the offices its mail reached. */
  bulletin: `select id, org_path as path, null as partner from case_bulletin`,
  reportTemplate: `select id, org_path as path, null as partner from report_template`,
  reportSubmission: `select id, org_path as path, null as partner from report_submission`,
  ledgerEntry: `select id, org_path as path, null as partner from ledger_entry`,
  verificationItem: `select id, org_path as path, null as partner from verification_item`,
  notice: `select n.id, o.path, null as partner from org_notice n join org o on o.id = n.org_id`,
  adminTransfer: `select id, org_path as path, null as partner from admin_transfer`,
  guard: `select g.id, o.path, null as partner from guard_user g join org o on o.id = g.org_id`,
  org: `select id, path, null as partner from org where kind <> 'partner'`,
} as const;

export type ObjectKind = keyof typeof OBJECT_KINDS;

/** How an object stands to the caller (issue 24): by the organisation paths, or the partner it is for. */
export const RELATIONS = ['own', 'child', 'parent', 'sibling', 'otherDistrict', 'otherPartner'] as const;
export type Relation = (typeof RELATIONS)[number];

export interface ObjectRow {
  id: string;
  path: string;
  /** A second organisation the object is as much the object of (a mail's sender, for its receipts' feedback). */
  also: string | null;
  partner: string | null;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
/** The district (or partner) an organisation path lies in; the centre's own path has none. */
const branchOf = (path: string) => segmentsOf(path)[1];

/**
 * The relation of an object to a caller at `homePath`. A partner's objects (`partner` set) are the
 * caller's own when the caller is that partner, else another partner's; everything else goes by the
 * paths: own organisation, below it, above it, elsewhere in the same district, another district.
 */
export function relationOf(object: ObjectRow, homePath: string, isPartner: boolean): Relation {
  const relation = relationByPath(object, homePath, isPartner);
  if (!object.also) return relation;
  const other = relationByPath({ ...object, path: object.also, also: null }, homePath, isPartner);
  return RELATIONS.indexOf(other) < RELATIONS.indexOf(relation) ? other : relation;
}

function relationByPath(object: ObjectRow, homePath: string, isPartner: boolean): Relation {
  if (isPartner && object.partner !== null)
    return object.partner === segmentsOf(homePath).at(-1) ? 'own' : 'otherPartner';
  if (object.path === homePath) return 'own';
  if (object.path.startsWith(homePath)) return 'child';
  if (homePath.startsWith(object.path)) return 'parent';
  if (branchOf(object.path) === branchOf(homePath)) return 'sibling';
  return branchOf(object.path)?.startsWith('org-p') ? 'otherPartner' : 'otherDistrict';
}

/** One object per organisation (and partner) of each kind: enough to find one of each relation for every caller. */
export async function loadObjects(db: Db): Promise<Record<ObjectKind, ObjectRow[]>> {
  const loaded = {} as Record<ObjectKind, ObjectRow[]>;
  for (const [kind, query] of Object.entries(OBJECT_KINDS) as [ObjectKind, string][]) {
    const also = query.includes(' as also') ? 'also' : 'null as also';
    const { rows } = await db.execute<ObjectRow & Record<string, unknown>>(
      sql.raw(
        `select distinct on (path, ${also === 'also' ? 'also, ' : ''}partner) id, path, ${also}, partner` +
          ` from (${query}) k order by path, ${also === 'also' ? 'also, ' : ''}partner, id`,
      ),
    );
    loaded[kind] = rows.map(({ id, path, also, partner }) => ({ id, path, also, partner }));
  }
  return loaded;
}

/** The organisation paths of the callers' homes. */
export async function homePathsOf(db: Db): Promise<Record<CallerKind, string | null>> {
  const { rows } = await db.execute<{ id: string; path: string }>(sql`select id, path from org`);
  const pathOf = new Map(rows.map((row) => [row.id, row.path]));
  return Object.fromEntries(
    Object.entries(CALLER_KINDS).map(([kind, { home }]) => [kind, home ? (pathOf.get(home) ?? null) : null]),
  ) as Record<CallerKind, string | null>;
}

/** An object of each relation to the caller (the first found), of one kind. */
export function objectsByRelation(
  objects: readonly ObjectRow[],
  homePath: string,
  isPartner: boolean,
): Partial<Record<Relation, ObjectRow>> {
  const found: Partial<Record<Relation, ObjectRow>> = {};
  for (const object of objects) found[relationOf(object, homePath, isPartner)] ??= object;
  return found;
}

/** A registered route as the access check sees it. */
export interface RegisteredRoute {
  key: string;
  access: Access | undefined;
}

/**
 * Records every route each Fastify instance built after this call registers (Fastify announces a
 * new instance on `fastify.initialization`), with the access it declares; `stop` unsubscribes.
 */
export function recordRoutes(): { routes: RegisteredRoute[]; stop: () => void } {
  const routes: RegisteredRoute[] = [];
  const initialization = channel('fastify.initialization');
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = ([] as string[]).concat(route.method);
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({ key: `${method} ${route.url}`, access: route.config?.access });
      }
    });
  };
  initialization.subscribe(onInstance);
  return { routes, stop: () => initialization.unsubscribe(onInstance) };
}
