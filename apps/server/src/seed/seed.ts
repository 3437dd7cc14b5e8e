import { seedDemoBulletins } from './bulletin.seed.ts';
import { count, sql } from 'drizzle-orm';
import { GUARD_ROLE, OA_ADMIN_UTYPE, ORG_LEVEL } from '@afp/contract';
import { sealAuditChains } from '../core/audit/index.ts';
import { createPersonKey, DEV_PERSON_KEY_SECRET } from '../core/personal-data.ts';
import { readPersonKeyAlgorithm } from '../core/person-key-scheme.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { storeOrgFile, type FileStorage } from '../features/file/index.ts';
import { newOpenid } from '../features/identity/index.ts';
import { hashPassword } from '../features/login/index.ts';
import { pathOf } from '../features/org/index.ts';
import {
  COMMUNITY_SUFFIXES,
  CITY_NAME,
  DEMO_LOGINS,
  DISTRICTS,
  PARTNER_KINDS,
  partnerOrgName,
  STATION_NAMES,
} from './demo-city.ts';
import { demoFiles } from './demo-files.ts';
import { seedDictionaries } from './dictionaries.seed.ts';
import { seedIntakeClients } from './intake-clients.seed.ts';
import { buildDemoCardRecords, insertDemoCardRecords } from './card-feedback.seed.ts';
import { buildDemoOrders, insertDemoOrders } from './cooperation-order.seed.ts';
import { buildDemoCooperation, insertDemoCooperation } from './cooperation.seed.ts';
import { insertDemoCarrierAssists } from './carrier-assist.seed.ts';
import { buildDemoWarnings, insertDemoWarnings } from './early-warnings.seed.ts';
import { DEMO_APPROVAL_DISTRICT, DEMO_APPROVAL_TARGET, insertDemoTransferApproval } from './transfer-approval.seed.ts';
import { insertDemoNotices } from './notices.seed.ts';
import { circleMembersOf, insertProtectionCircles } from './protection-circles.seed.ts';
import { buildDemoControl, insertDemoControl } from './people-control.seed.ts';
import { buildDemoResidents, insertDemoResidents } from './population.seed.ts';
import { buildDemoGullible, insertDemoGullible } from './gullible.seed.ts';
import { buildDemoMail, insertDemoMail } from './mail.seed.ts';
import { DEMO_REVIEWER, insertDemoVerification } from './verification.seed.ts';
import { buildDemoLedger, buildRuleSets, insertRuleStatistics } from './rule-statistics.seed.ts';
import { buildDemoSpreadUsers, insertDemoSpreadUsers } from './promotion.seed.ts';
import { buildDemoContent, buildDemoPublicityRecords, insertDemoPublicity } from './publicity.seed.ts';
import { buildDemoReports, insertDemoReports, REPORT_DEMO_LOGINS } from './report.seed.ts';
import { buildDemoPreaching, insertDemoPreaching } from './preaching.seed.ts';
import { personName, seededRandom } from './random.ts';

type OrgInsert = typeof schema.org.$inferInsert;
type GuardInsert = typeof schema.guardUser.$inferInsert;

const CENTRE_ID = 'org-centre';
/** The first operator (中国移动, after the banks): the second demo partner login. */
const OPERATOR_DEMO_PARTNER = PARTNER_KINDS[0].names.length;

/** The demo city's organisations: centre, districts, stations, communities and partners. */
export function buildDemoOrgs(): OrgInsert[] {
  const centre: OrgInsert = {
    id: CENTRE_ID,
    parentId: null,
    path: pathOf(null, CENTRE_ID),
    name: CITY_NAME,
    kind: 'centre',
    level: ORG_LEVEL.centre,
  };
  const orgs: OrgInsert[] = [centre];
  DISTRICTS.forEach((districtName, d) => {
    const district: OrgInsert = {
      id: `org-d${d + 1}`,
      parentId: CENTRE_ID,
      path: pathOf(centre.path, `org-d${d + 1}`),
      name: `${districtName}分局`,
      kind: 'district',
      level: ORG_LEVEL.district,
      sort: d,
    };
    orgs.push(district);
    STATION_NAMES[d]?.forEach((stationName, s) => {
      const id = `${district.id}-s${s + 1}`;
      const station: OrgInsert = {
        id,
        parentId: district.id,
        path: pathOf(district.path, id),
        name: stationName,
        kind: 'street',
        level: ORG_LEVEL.station,
        sort: s,
      };
      orgs.push(station);
      COMMUNITY_SUFFIXES.forEach((suffix, c) => {
        const communityId = `${id}-c${c + 1}`;
        const name = `${stationName.replace('街道', '')}${suffix}`;
        orgs.push({
          id: communityId,
          parentId: id,
          path: pathOf(station.path, communityId),
          name,
          kind: 'community',
          level: ORG_LEVEL.community,
          sort: c,
        });
      });
    });
  });
  let p = 0;
  for (const kind of PARTNER_KINDS) {
    for (const name of kind.names) {
      p += 1;
      const id = `org-p${String(p).padStart(2, '0')}`;
      orgs.push({
        id,
        parentId: CENTRE_ID,
        path: pathOf(centre.path, id),
        name: partnerOrgName(kind, name),
        kind: 'partner',
        level: ORG_LEVEL.district,
        sort: 100 + p,
      });
    }
  }
  return orgs;
}

/** Guards: an admin per district and station, a team admin and two guards per community. */
function buildGuards(orgs: OrgInsert[]): GuardInsert[] {
  const random = seededRandom(20230101);
  const guards: GuardInsert[] = [];
  let serial = 10;
  const add = (orgId: string, roleType: number, phone?: string) => {
    serial += 1;
    guards.push({
      id: `guard-${String(guards.length + 1).padStart(4, '0')}`,
      name: personName(random),
      phone:
        phone ??
        `138${String(serial * 7919)
          .padStart(8, '0')
          .slice(-8)}`,
      roleType,
      orgId,
    });
  };
  for (const o of orgs) {
    if (o.kind === 'district') add(o.id, GUARD_ROLE.districtAdmin);
    if (o.kind === 'street')
      add(o.id, GUARD_ROLE.stationAdmin, o.id === 'org-d1-s1' ? DEMO_LOGINS.stationAdmin : undefined);
    if (o.kind === 'community') {
      const first = o.id === 'org-d1-s1-c1';
      const neighbour = o.id === 'org-d1-s1-c2';
      const teamAdminPhone = first
        ? DEMO_LOGINS.guardTeamAdmin
        : neighbour
          ? DEMO_LOGINS.neighbourTeamAdmin
          : o.id === DEMO_APPROVAL_TARGET
            ? DEMO_LOGINS.westTeamAdmin
            : undefined;
      add(o.id, GUARD_ROLE.teamAdmin, teamAdminPhone);
      add(o.id, GUARD_ROLE.guard, first ? DEMO_LOGINS.guard : undefined);
      add(o.id, GUARD_ROLE.guard);
    }
  }
  return guards;
}

export interface SeedOptions {
  /** Demo warnings over the last 90 days (30,000 for the server; tests pass a few hundred). */
  warnings?: number;
  /** Demo residents 实有人口 (a few hundred by default for tests; the server start asks for 30,000). */
  residents?: number;
  /** Controlled persons 重点人员 (default: one per ten warnings — 3,000 for the server, a few dozen in tests). */
  controlledPersons?: number;
  /** Card-opening checks 开卡码 (default: one per ten warnings — 3,000 for the server, 30 in tests). */
  cardRecords?: number;
  /** Gullible persons 易受骗人员 besides the warning seed's circle owners (default: one per ten warnings). */
  gulliblePersons?: number;
  /** OA orders 工单 to partners over the last 90 days (default: one per 150 warnings, at least 20). */
  cooperationOrders?: number;
  /** The instant the demo data is placed around (server start). */
  now?: Date;
  /** PERSON_KEY_SECRET: person keys as intake computes them; the development key when absent. */
  personKeySecret?: string;
}

/** Fills an empty database with the demo city; does nothing when organisations exist. */
export async function seedDemoData(db: Db, storage: FileStorage, options: SeedOptions = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.org);
  if ((existing?.n ?? 0) > 0) return false;
  const orgs = buildDemoOrgs();
  const guards = buildGuards(orgs);
  const partners = orgs.filter((o) => o.kind === 'partner');
  const [adminHash, staffHash, reviewerHash, coopHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.oaAdmin.password),
    hashPassword(DEMO_LOGINS.oaStaff.password),
    hashPassword(DEMO_LOGINS.oaReviewer.password),
    hashPassword(DEMO_LOGINS.cooperation.password),
  ]);
  const now = options.now ?? new Date();
  const random = seededRandom(7);
  // Keyed as intake keys them on this database (HMAC-SM3 unless it predates that, core/person-key-scheme.ts).
  const personKeyOf = createPersonKey(
    options.personKeySecret ?? DEV_PERSON_KEY_SECRET,
    await readPersonKeyAlgorithm(db),
  );
  const demoWarnings = buildDemoWarnings({
    orgs: orgs.map((o) => ({ id: o.id, path: o.path, name: o.name, kind: o.kind, parentId: o.parentId ?? null })),
    guards: guards.map((g) => ({ id: g.id, name: g.name, orgId: g.orgId, roleType: g.roleType })),
    count: options.warnings ?? 30_000,
    now,
    circleOf: (person) => circleMembersOf(person, now),
    personKeyOf,
  });

  await db.transaction(async (tx) => {
    await tx.insert(schema.org).values(orgs);
    for (let i = 0; i < guards.length; i += 200) await tx.insert(schema.guardUser).values(guards.slice(i, i + 200));
    await tx.insert(schema.oaAccount).values([
      {
        id: 'oa-admin',
        accountName: DEMO_LOGINS.oaAdmin.accountName,
        displayName: '王管理',
        passwordHash: adminHash,
        utype: OA_ADMIN_UTYPE,
        orgId: CENTRE_ID,
      },
      {
        id: 'oa-staff',
        accountName: DEMO_LOGINS.oaStaff.accountName,
        displayName: '刘专员',
        passwordHash: staffHash,
        utype: 2,
        lowest: true,
        orgId: 'org-d1',
      },
      {
        id: 'oa-d1-leader',
        accountName: DEMO_LOGINS.oaDistrictLeader.accountName,
        displayName: '赵局长',
        passwordHash: staffHash,
        utype: OA_ADMIN_UTYPE,
        orgId: 'org-d1',
      },
      {
        id: 'oa-west-district',
        accountName: DEMO_LOGINS.oaWestDistrict.accountName,
        displayName: '郑审核',
        passwordHash: staffHash,
        utype: 2,
        orgId: DEMO_APPROVAL_DISTRICT,
      },
      {
        id: DEMO_REVIEWER.id,
        accountName: DEMO_LOGINS.oaReviewer.accountName,
        displayName: DEMO_REVIEWER.name,
        passwordHash: reviewerHash,
        utype: 2,
        orgId: CENTRE_ID,
      },
    ]);
    await tx.insert(schema.cooperationAccount).values(
      partners.map((partner, i) => ({
        id: `coop-${String(i + 1).padStart(3, '0')}`,
        phone:
          i === 0
            ? DEMO_LOGINS.cooperation.phone
            : i === OPERATOR_DEMO_PARTNER
              ? DEMO_LOGINS.cooperationOperator.phone
              : `139${String(10_000_000 + i * 104_729).slice(-8)}`,
        name: i === 0 ? '赵合作' : i === OPERATOR_DEMO_PARTNER ? '钱移动' : personName(random),
        passwordHash: coopHash,
        orgId: partner.id,
      })),
    );
    await tx.insert(schema.verifyGroup).values([
      { id: 'vg-east', name: '东湖区核查组', kind: 'verify', sort: 1 },
      { id: 'vg-west', name: '西山区核查组', kind: 'verify', sort: 2 },
      { id: 'rvg-city', name: '市级复核组', kind: 're_verify', sort: 1 },
    ]);
    await tx.insert(schema.verifyGroupMember).values([
      { groupId: 'vg-east', accountId: 'oa-admin' },
      { groupId: 'vg-west', accountId: 'oa-admin' },
      // A second reviewer: an item 王管理 verified or submitted is never his to review.
      { groupId: 'rvg-city', accountId: 'oa-admin' },
      { groupId: 'rvg-city', accountId: DEMO_REVIEWER.id },
    ]);
    await tx
      .insert(schema.verifyGroupOrg)
      .values([
        { groupId: 'vg-east', orgId: 'org-d1' },
        { groupId: 'vg-west', orgId: 'org-d2' },
        ...DISTRICTS.map((_, d) => ({ groupId: 'rvg-city', orgId: `org-d${d + 1}` })),
      ]);
    await insertRuleStatistics(tx, buildRuleSets(now), buildDemoLedger({ orgs, now }));
    await seedWorkplaceIdentities(tx, guards, now);
    await seedDictionaries(tx);
    await insertDemoWarnings(tx, demoWarnings);
    await insertDemoTransferApproval(tx, now);
    await insertDemoNotices(tx, demoWarnings, now);
    const circles = demoWarnings.circleOwners.flatMap((owner) => circleMembersOf(owner, now));
    await insertProtectionCircles(tx, circles);
    await seedIntakeClients(tx);
    await insertDemoControl(
      tx,
      buildDemoControl({
        orgs: orgs.map((o) => ({ id: o.id, path: o.path, name: o.name, kind: o.kind })),
        guards: guards.map((g) => ({ id: g.id, name: g.name, orgId: g.orgId, roleType: g.roleType })),
        count: options.controlledPersons ?? Math.ceil((options.warnings ?? 30_000) / 10),
        now,
      }),
    );
    await insertDemoResidents(
      tx,
      buildDemoResidents({
        communities: orgs.filter((o) => o.kind === 'community').map((o) => ({ id: o.id, path: o.path, name: o.name })),
        count: options.residents ?? 400,
        now,
        personKeyOf,
      }),
    );
    await insertDemoGullible(
      tx,
      buildDemoGullible({
        communities: orgs.filter((o) => o.kind === 'community').map((o) => ({ id: o.id, path: o.path, name: o.name })),
        guards,
        circleOwners: demoWarnings.circleOwners,
        count: options.gulliblePersons ?? Math.ceil((options.warnings ?? 30_000) / 10),
        now,
        personKeyOf,
      }),
    );
    await insertDemoCardRecords(
      tx,
      buildDemoCardRecords({
        orgs,
        guards,
        count: options.cardRecords ?? Math.ceil((options.warnings ?? 30_000) / 10),
        now,
      }),
    );
    await insertDemoMail(tx, buildDemoMail({ orgs, now, guards }));
    await insertDemoVerification(tx, now);
    await insertDemoPublicity(tx, {
      content: buildDemoContent({ centre: { id: CENTRE_ID, path: pathOf(null, CENTRE_ID) }, now }),
      records: buildDemoPublicityRecords({ orgs, guards, now }),
      now,
    });
    await insertDemoSpreadUsers(
      tx,
      buildDemoSpreadUsers({
        orgs,
        guards,
        now,
        personKeyOf,
      }),
    );
    await insertDemoCooperation(tx, buildDemoCooperation({ orgs, now }));
    await insertDemoCarrierAssists(tx, now);
    await insertDemoOrders(
      tx,
      buildDemoOrders({
        partnerIds: partners.map((partner) => partner.id),
        count: options.cooperationOrders ?? Math.max(20, Math.ceil((options.warnings ?? 30_000) / 150)),
        now,
      }),
    );
    await insertDemoPreaching(
      tx,
      buildDemoPreaching({ orgs, guards, count: Math.max(200, Math.ceil((options.warnings ?? 30_000) / 10)), now }),
    );
    await insertDemoReports(tx, buildDemoReports({ orgs, now }), await hashPassword(REPORT_DEMO_LOGINS[0].password));
  });
  await seedDemoBulletins(db, now);
  // The demo's history enters the audit chains as any other rows do (the server's minutely seal would too).
  await sealAuditChains(db);
  // Planner statistics for the fresh tables: PGlite never runs autovacuum/analyze by itself.
  await db.execute(sql`analyze`);
  const centre = { orgId: CENTRE_ID, orgPath: pathOf(null, CENTRE_ID) };
  for (const file of demoFiles()) await storeOrgFile(db, storage, { ...file, ...centre }, now);
  return true;
}

/** Development workplace-app users and their openid bindings (dev auth codes, README). */
async function seedWorkplaceIdentities(db: Db, guards: GuardInsert[], now: Date): Promise<void> {
  const guardId = (phone: string) => guards.find((g) => g.phone === phone)?.id ?? '';
  const bindings: Record<string, { loginType: 'oa' | 'guard' | 'cooperation'; accountId: string }[]> = {
    'dev-guard-1': [{ loginType: 'guard', accountId: guardId(DEMO_LOGINS.guard) }],
    'dev-oa-1': [{ loginType: 'oa', accountId: 'oa-admin' }],
    'dev-coop-1': [{ loginType: 'cooperation', accountId: 'coop-001' }],
    'dev-multi-1': [
      { loginType: 'guard', accountId: guardId(DEMO_LOGINS.guardTeamAdmin) },
      { loginType: 'guard', accountId: guardId(DEMO_LOGINS.guard) },
    ],
  };
  const names: Record<string, string> = {
    'dev-guard-1': '李卫士',
    'dev-oa-1': '王管理',
    'dev-coop-1': '赵合作',
    'dev-multi-1': '陈多号',
  };
  for (const [vendorUserId, accountBindings] of Object.entries(bindings)) {
    const openid = newOpenid();
    await db.insert(schema.workplaceIdentity).values({
      id: `wi-${vendorUserId}`,
      provider: 'development',
      appKey: 'development',
      vendorUserId,
      openid,
      name: names[vendorUserId] ?? vendorUserId,
      createdAt: now,
      lastUsedAt: now,
    });
    await db.insert(schema.openidBinding).values(accountBindings.map((b) => ({ openid, ...b, createdAt: now })));
  }
}
