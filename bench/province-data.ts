import { VISIT_CHECK_ITEMS } from '@afp/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  controlTask,
  preachAppointment,
  reportSubmission,
  resident,
  spreadUser,
  warningFeedback,
} from '../apps/server/src/db/schema.ts';
import { reportSubmissionFigure } from '../apps/server/src/features/report/index.ts';
import { withoutSecondaryIndexes } from '../apps/server/src/seed/early-warnings.seed.ts';

/**
 * A province's shape and records for rule statistics (issue 27), set-based like warnings-data.ts:
 * every "random" value a hash of the row number, so a run is the same on every run.
 */

/** 11 top-level units (the demo's five districts and six more) × 100 stations; new stations hold two communities. */
export const PROVINCE = { cities: 11, stations: 100, communitiesPerNewStation: 2 } as const;

/** Adds the province's units to the demo city's tree (its five districts keep their four stations and add 96). */
export async function addProvinceOrgs(database: Database): Promise<void> {
  const { cities, stations, communitiesPerNewStation } = PROVINCE;
  await database.db.execute(sql`
    insert into org (id, parent_id, path, name, kind, level, sort)
    select 'org-d' || d, 'org-centre', '/org-centre/org-d' || d || '/', '第' || d || '市', 'district', 2, d
    from generate_series(1, ${cities}::int) d
    on conflict (id) do nothing`);
  await database.db.execute(sql`
    insert into org (id, parent_id, path, name, kind, level, sort)
    select 'org-d' || d || '-s' || s, 'org-d' || d, '/org-centre/org-d' || d || '/org-d' || d || '-s' || s || '/',
      '第' || d || '市第' || s || '站', 'station', 3, s
    from generate_series(1, ${cities}::int) d cross join generate_series(1, ${stations}::int) s
    on conflict (id) do nothing`);
  await database.db.execute(sql`
    insert into org (id, parent_id, path, name, kind, level, sort)
    select o.id || '-c' || c, o.id, o.path || o.id || '-c' || c || '/', o.name || c || '社区', 'community', 4, c
    from org o cross join generate_series(1, ${communitiesPerNewStation}::int) c
    where o.kind = 'station' and not exists (select 1 from org x where x.parent_id = o.id)`);
}

const h = (salt: number) => sql.raw(`(hashint4extended(g, ${salt}) & 2147483647)`);
/** `g`'s hash as a share of [0, 1). */
const share = (salt: number) => sql.raw(`((hashint4extended(g, ${salt}) & 2147483647) / 2147483648.0)`);
const communities = sql`c as (
  select array_agg(id order by id) ids, array_agg(path order by id) paths, count(*)::int n from org where kind = 'community'
)`;
/** An instant of the China year `year`, spread by the hash of `g`. */
const inYear = (year: number, salt: number) =>
  sql`make_timestamptz(${year}, 1, 1, 0, 0, 0, 'Asia/Shanghai') + ${share(salt)} * interval '365 days'`;

export interface ProvinceSizes {
  controlTasks: number;
  preachSessions: number;
  registrations: number;
  residents: number;
}

/** A province's other records at `warnings` warnings (bench sizes, stated by the bench). */
export const provinceSizesOf = (warnings: number): ProvinceSizes => ({
  controlTasks: Math.round(warnings * 0.3),
  preachSessions: Math.round(warnings * 0.03),
  registrations: Math.round(warnings * 0.5),
  residents: Math.round(warnings * 0.5),
});

/**
 * The records behind the other rule metrics, over the generated warnings (warnings-data.ts) and the
 * province's communities: the assignments signed and fed back (some late), a feedback for each fed
 * back (visits with checklists, some defrauded), a case publicity per case, control tasks, preaching
 * sessions and registrations over `year`, residents, and the report submissions of most due periods.
 */
export async function generateProvinceRecords(database: Database, year: number, sizes: ProvinceSizes): Promise<void> {
  const { db } = database;
  const x = sql.raw(`(hashtext(id || 'f') & 2147483647)`);
  await db.execute(sql`
    update warning_assignment set
      signed_at = case when state <> 'PENDING_SIGN' then pushed_at + (sign_deadline - pushed_at) * (0.2 + (${x} % 100) / 80.0) end,
      fed_back_at = case when state in ('CLOSED', 'FED_BACK', 'WAITING_SECOND_FEEDBACK')
        then pushed_at + (feedback_deadline - pushed_at) * (0.3 + (${x} % 97) / 85.0) end,
      return_visit_verdict = case when state = 'CLOSED' then (case when ${x} % 10 < 7 then 'EFFECTIVE' else 'INEFFECTIVE' end) end
    where id like 'ba%'`);
  const complete = JSON.stringify(VISIT_CHECK_ITEMS.map((item) => ({ item, done: true })));
  const partial = JSON.stringify(VISIT_CHECK_ITEMS.map((item, i) => ({ item, done: i > 0 })));
  await withoutSecondaryIndexes(db, warningFeedback, async () => {
    await db.execute(sql`
      insert into warning_feedback (id, assignment_id, warning_id, round, channels, contact_target, connected, defrauded,
        amount_lost, is_final, visit_checklist, org_id, created_by, created_by_name, created_at)
      select 'bf' || substr(a.id, 3), a.id, a.warning_id, 1,
        case when f.s % 10 < 3 then array['visit'] else array['phone'] end, 'self', f.s % 20 <> 0,
        case when f.s % 100 < 3 then 'YES' else 'NO' end,
        case when f.s % 100 < 3 then 1000 + f.s % 50000 end, true,
        case when f.s % 10 < 3 and f.s % 20 <> 0 then (case when f.s % 7 < 5 then ${complete} else ${partial} end)::jsonb end,
        a.org_id, 'bench', '卫士', a.fed_back_at
      from warning_assignment a cross join lateral (select hashtext(a.id || 'v') & 2147483647 s) f
      where a.fed_back_at is not null and a.id like 'ba%'`);
  });
  await db.execute(sql`
    insert into case_publicity (id, warning_id, warning_no, org_id, org_path, amount_lost, case_at, due_at, state, created_at, updated_at)
    select 'bc' || substr(f.id, 3), f.warning_id, 'BW' || substr(f.warning_id, 3), a.org_id, a.org_path, f.amount_lost,
      f.created_at, f.created_at + interval '7 days',
      case when hashtext(f.id) % 10 < 7 then 'VERIFIED' else 'PENDING' end, f.created_at, f.created_at
    from warning_feedback f join warning_assignment a on a.id = f.assignment_id
    where f.is_final and f.defrauded = 'YES' and f.amount_lost > 0 and f.id like 'bf%'`);
  await withoutSecondaryIndexes(db, controlTask, async () => {
    await db.execute(sql`
      with ${communities}
      insert into control_task (id, person_id, org_id, org_path, state, period_start, due_at, created_at)
      select 'bt' || lpad(g::text, 9, '0'), 'bp' || lpad((g % 100000)::text, 9, '0'), c.ids[1 + g % c.n], c.paths[1 + g % c.n],
        (array['APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','PENDING','SUBMITTED','CANCELLED'])[1 + ${h(1)} % 10],
        ${inYear(year, 2)} - interval '30 days', ${inYear(year, 2)}, ${inYear(year, 2)} - interval '30 days'
      from generate_series(1, ${sizes.controlTasks}::int) g cross join c`);
  });
  await withoutSecondaryIndexes(db, preachAppointment, async () => {
    await db.execute(sql`
      with ${communities}
      insert into preach_appointment (id, source, applicant_unit, contact_name, contact_phone, address, starts_at,
        expected_audience, audience_type, topics, state, org_id, org_path, completed_at, created_at, updated_at)
      select 'bs' || lpad(g::text, 9, '0'), 'BOOKING', '单位' || g, '联系人', '13800000000', '地址', ${inYear(year, 3)},
        50, 'RESIDENT', array['反诈'],
        (array['COMPLETED','COMPLETED','COMPLETED','CLOSED','ACCEPTED'])[1 + ${h(4)} % 5],
        c.ids[1 + g % c.n], c.paths[1 + g % c.n],
        case when ${h(4)} % 5 < 4 then ${inYear(year, 3)} + interval '2 hours' end, ${inYear(year, 3)}, ${inYear(year, 3)}
      from generate_series(1, ${sizes.preachSessions}::int) g cross join c`);
  });
  await withoutSecondaryIndexes(db, spreadUser, async () => {
    await db.execute(sql`
      with ${communities}
      insert into spread_user (id, guard_id, org_id, org_path, guard_org_path, name_masked, phone_masked, phone_key, counted, created_at)
      select 'bu' || lpad(g::text, 9, '0'), 'bench', c.ids[1 + g % c.n], c.paths[1 + g % c.n], c.paths[1 + g % c.n],
        '张*', '138****0000', md5('u' || g), ${h(5)} % 10 < 9, ${inYear(year, 6)}
      from generate_series(1, ${sizes.registrations}::int) g cross join c`);
  });
  await withoutSecondaryIndexes(db, resident, async () => {
    await db.execute(sql`
      with ${communities}
      insert into resident (id, org_id, org_path, name, phone_masked, id_number_masked, phone_key, id_number_key,
        tags, app_installed, registered_at, updated_at)
      select 'br' || lpad(g::text, 9, '0'), c.ids[1 + g % c.n], c.paths[1 + g % c.n], '张*', '138****0000',
        '330***********0000', md5('p' || g), md5('i' || g), array[]::text[], ${h(7)} % 100 < 45,
        now() - (${h(8)} % 94608000) * interval '1 second', now()
      from generate_series(1, ${sizes.residents}::int) g cross join c`);
  });
  // Most due report periods handed in, some late: the report figure's own rows name them.
  const now = new Date();
  const scope = { orgPath: '/org-centre/', from: new Date(Date.UTC(year - 1, 11, 31, 16)), to: now, now };
  await withoutSecondaryIndexes(db, reportSubmission, async () => {
    await db.execute(sql`
      insert into report_submission (id, template_id, period_key, due_at, org_id, org_path, state, values,
        first_submitted_at, created_at, updated_at)
      select 'bq' || md5(r.id), split_part(r.id, '|', 1), split_part(r.id, '|', 2), r.at, split_part(r.id, '|', 3), r.org_path,
        'SUBMITTED', '{}'::jsonb, r.at - interval '1 day' + (hashtext(r.id) & 7) * interval '6 hours', r.at, r.at
      from (${reportSubmissionFigure.rows(scope)}) r
      where hashtext(r.id || 's') & 15 < 14
        and not exists (select 1 from report_submission s where s.template_id = split_part(r.id, '|', 1)
          and s.period_key = split_part(r.id, '|', 2) and s.org_id = split_part(r.id, '|', 3))`);
  });
  await db.execute(sql`vacuum analyze`);
}
