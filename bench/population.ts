import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { resident } from '../apps/server/src/db/schema.ts';
import { withoutSecondaryIndexes } from '../apps/server/src/seed/early-warnings.seed.ts';
import { runListBenchmark } from './list-bench.ts';

/** The resident list 实有人口 against the same SQL raw (bench/raw-population-server.ts); see bench/list-bench.ts. */

/**
 * N residents, set-based: every "random" value a hash of the row number, spread evenly over the
 * 100 communities, registered over the last three years; secondary indexes rebuilt once.
 */
async function generateResidents(database: Database, n: number): Promise<void> {
  const { db } = database;
  const h = (salt: number) => sql.raw(`(hashint4extended(g, ${salt}) & 2147483647)`);
  await withoutSecondaryIndexes(db, resident, async () => {
    await db.execute(sql`
      with c as (
        select array_agg(id order by id) ids, array_agg(path order by id) paths, count(*)::int n from org where kind = 'community'
      )
      insert into resident (id, org_id, org_path, name, phone_masked, id_number_masked, phone_key, id_number_key,
        tags, app_installed, last_publicity_at, registered_at, updated_at)
      select 'br' || lpad(g::text, 9, '0'), c.ids[1 + g % c.n], c.paths[1 + g % c.n],
        (array['张','王','李','赵','陈','刘','杨','黄'])[1 + ${h(1)} % 8] || (array['伟','芳','敏','静','磊','洋','艳','杰'])[1 + ${h(2)} % 8],
        '13' || (${h(3)} % 10)::text || '****' || lpad((${h(4)} % 10000)::text, 4, '0'),
        '330***********' || lpad((${h(5)} % 10000)::text, 4, '0'),
        md5('p' || g), md5('i' || g),
        case ${h(6)} % 10 when 0 then array['ELDERLY_ALONE'] when 1 then array['STUDENT'] when 2 then array['MIGRANT_WORKER']
          when 3 then array['GULLIBLE'] else array[]::text[] end,
        ${h(7)} % 100 < 45,
        case when ${h(8)} % 100 < 60 then now() - (${h(9)} % 15552000) * interval '1 second' end,
        now() - (${h(10)} % 94608000) * interval '1 second',
        now()
      from generate_series(1, ${n}::int) g cross join c`);
  });
  await db.execute(sql`analyze`);
}

await runListBenchmark({
  name: 'population',
  rows: 'residents',
  page: '/AntiProxy/api/guard/population/v2/page?pageSize=20',
  rawServer: 'bench/raw-population-server.ts',
  seed: { warnings: 0, residents: 0 },
  generate: generateResidents,
});
