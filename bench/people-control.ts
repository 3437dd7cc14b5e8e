import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { controlledPerson } from '../apps/server/src/db/schema.ts';
import { withoutSecondaryIndexes } from '../apps/server/src/seed/early-warnings.seed.ts';
import { runListBenchmark } from './list-bench.ts';

/** The controlled-person list 重点人员管控 against the same SQL raw (bench/raw-people-control-server.ts); see bench/list-bench.ts. */

/**
 * N persons, set-based: every "random" value a hash of the row number, spread evenly over the
 * communities, next visits due from 30 days ago to 30 days ahead, a few released; indexes rebuilt once.
 */
async function generatePersons(database: Database, n: number): Promise<void> {
  const { db } = database;
  const h = (salt: number) => sql.raw(`(hashint4extended(g, ${salt}) & 2147483647)`);
  await withoutSecondaryIndexes(db, controlledPerson, async () => {
    await db.execute(sql`
      with c as (
        select array_agg(id order by id) ids, array_agg(path order by id) paths, count(*)::int n from org where kind = 'community'
      )
      insert into controlled_person (id, name, id_number, phone, id_number_masked, phone_masked, label, level, state, org_id, org_path,
        next_due_at, task_state, missed_count, created_at, updated_at)
      select 'bp' || lpad(g::text, 9, '0'),
        (array['张','王','李','赵','陈','刘','杨','黄'])[1 + ${h(1)} % 8] || (array['伟','芳','敏','静','磊','洋','艳','杰'])[1 + ${h(2)} % 8],
        '330102199001' || lpad((${h(3)} % 1000000)::text, 6, '0'),
        '138' || lpad((${h(4)} % 100000000)::text, 8, '0'),
        '330***********' || right(lpad((${h(3)} % 1000000)::text, 6, '0'), 4),
        '138****' || right(lpad((${h(4)} % 100000000)::text, 8, '0'), 4),
        (array['HIGH_RISK','CARD_TRADE','AIDING','OVERSEAS','PRIOR_RECORD'])[1 + ${h(5)} % 5],
        (array['HIGH','MEDIUM','LOW'])[1 + ${h(6)} % 3],
        case when ${h(7)} % 100 < 5 then 'RELEASED' when ${h(7)} % 100 < 10 then 'LOST_CONTACT' else 'IN_CONTROL' end,
        c.ids[1 + g % c.n], c.paths[1 + g % c.n],
        now() + ((${h(8)} % 5184000) - 2592000) * interval '1 second',
        (array['PENDING','PENDING','PENDING','SUBMITTED','RETURNED'])[1 + ${h(9)} % 5],
        ${h(10)} % 3,
        now() - interval '200 days', now()
      from generate_series(1, ${n}::int) g cross join c`);
  });
  await db.execute(sql`analyze`);
}

await runListBenchmark({
  name: 'people-control',
  rows: 'controlled persons',
  page: '/AntiProxy/api/guard/people-control/v2/page?pageSize=20',
  rawServer: 'bench/raw-people-control-server.ts',
  seed: { warnings: 0, residents: 0, controlledPersons: 0 },
  generate: generatePersons,
});
