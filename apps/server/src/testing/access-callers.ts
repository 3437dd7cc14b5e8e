import { ACCOUNT_ENDPOINTS, urlOf, type LoginType } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_LOGINS } from '../seed/demo-city.ts';
import { REPORT_DEMO_LOGINS } from '../seed/report.seed.ts';
import { loginGuard } from './sessions.ts';

/**
 * The kinds of caller the access matrix fires every route as (issue 24 item 3), each a demo login
 * of the seeded city with its organisation: the relation of an object to the caller is read from
 * the object's organisation path against `home`.
 */
export const CALLER_KINDS = {
  anonymous: { loginType: null, home: null },
  /** 13800000002, a plain guard of 湖滨花园社区. */
  guard: { loginType: 'guard', home: 'org-d1-s1-c1' },
  /** 13800000001, the team admin of the same community. */
  teamAdmin: { loginType: 'guard', home: 'org-d1-s1-c1' },
  /** 13800000004, the guard station admin of 湖滨街道. */
  stationAdmin: { loginType: 'guard', home: 'org-d1-s1' },
  /** hubin_oa, the oa staff of 湖滨街道 (fills in reports). */
  stationOa: { loginType: 'oa', home: 'org-d1-s1' },
  /** oa_staff of 东湖区分局. */
  districtOa: { loginType: 'oa', home: 'org-d1' },
  /** admin of the centre (the administrator, in every verify group). */
  centreOa: { loginType: 'oa', home: 'org-centre' },
  /** oa_review of the centre: a member of the city's re-verify group only. */
  verifyGroupMember: { loginType: 'oa', home: 'org-centre' },
  /** 13900000001, 工商银行江澜分行. */
  partner: { loginType: 'cooperation', home: 'org-p01' },
  /** 13900000002, 中国移动江澜分公司: another partner. */
  otherPartner: { loginType: 'cooperation', home: 'org-p17' },
} as const satisfies Record<string, { loginType: LoginType | null; home: string | null }>;

export type CallerKind = keyof typeof CALLER_KINDS;
export const CALLER_KIND_NAMES = Object.keys(CALLER_KINDS) as CallerKind[];
export const SIGNED_IN_KINDS = CALLER_KIND_NAMES.filter((kind) => kind !== 'anonymous');

async function passwordLogin(app: FastifyInstance, loginType: 'oa' | 'cooperation', payload: object) {
  const response = await app.inject({ method: 'POST', url: urlOf(ACCOUNT_ENDPOINTS[loginType].login), payload });
  if (response.statusCode !== 200) throw new Error(`login ${JSON.stringify(payload)}: ${response.body}`);
  return response.json().data.token as string;
}

const hubinOa = REPORT_DEMO_LOGINS.find((login) => login.orgId === 'org-d1-s1')!;

/**
 * A fresh session of the kind, through the real login routes. A guard's second login within the SMS
 * resend interval is refused: pass the test clock to move it past the interval first.
 */
export async function signIn(
  app: FastifyInstance,
  kind: Exclude<CallerKind, 'anonymous'>,
  clock?: { advance(ms: number): void },
): Promise<string> {
  if (CALLER_KINDS[kind].loginType === 'guard') clock?.advance(2 * 60_000);
  switch (kind) {
    case 'guard':
      return (await loginGuard(app, DEMO_LOGINS.guard)).token;
    case 'teamAdmin':
      return (await loginGuard(app, DEMO_LOGINS.guardTeamAdmin)).token;
    case 'stationAdmin':
      return (await loginGuard(app, DEMO_LOGINS.stationAdmin)).token;
    case 'stationOa':
      return passwordLogin(app, 'oa', { accountName: hubinOa.accountName, password: hubinOa.password });
    case 'districtOa':
      return passwordLogin(app, 'oa', DEMO_LOGINS.oaStaff);
    case 'centreOa':
      return passwordLogin(app, 'oa', DEMO_LOGINS.oaAdmin);
    case 'verifyGroupMember':
      return passwordLogin(app, 'oa', DEMO_LOGINS.oaReviewer);
    case 'partner':
      return passwordLogin(app, 'cooperation', DEMO_LOGINS.cooperation);
    case 'otherPartner':
      return passwordLogin(app, 'cooperation', DEMO_LOGINS.cooperationOperator);
  }
}

/** One session per signed-in kind; anonymous has none. */
export async function signInAll(app: FastifyInstance): Promise<Record<CallerKind, string | null>> {
  const tokens = { anonymous: null } as Record<CallerKind, string | null>;
  for (const kind of SIGNED_IN_KINDS) tokens[kind] = await signIn(app, kind);
  return tokens;
}
