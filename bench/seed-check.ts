import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { sql } from 'drizzle-orm';
const dir = mkdtempSync(path.join(tmpdir(), 'seedcheck-'));
const t0 = performance.now();
const database = await openDatabase({ dataDir: process.env.MEM ? undefined : dir });
await migrate(database);
const t1 = performance.now();
await seedDemoData(database.db, createLocalFileStorage(dir + '/files'), { warnings: Number(process.env.N ?? 30000) });
const t2 = performance.now();
console.log(`open+migrate ${(t1 - t0).toFixed(0)} ms, seed ${(t2 - t1).toFixed(0)} ms`);
const q = async (s: string) => console.table((await database.db.execute(sql.raw(s))).rows);
await q(
  `select (select count(*) from early_warning) w, (select count(*) from warning_assignment) a, (select count(*) from warning_feedback) f, (select count(*) from warning_transfer) t, (select count(*) from operation_log) l, (select count(*) from protection_circle_member) c, (select count(*) from early_warning where duplicate_of_id is not null) dup`,
);
await q(
  `select state, count(*), count(*) filter (where (state='PENDING_SIGN' and sign_deadline < now()) or (state in ('HANDLING','WAITING_SECOND_FEEDBACK') and feedback_deadline < now())) overdue from warning_assignment group by 1 order by 2 desc`,
);
await q(`select level, count(*) from warning_assignment group by 1 order by 1`);
await q(`select status, count(*) from warning_transfer group by 1`);
await q(`select action, count(*) from operation_log group by 1 order by 2 desc`);
await q(`select defrauded, contact_target, count(*) from warning_feedback group by 1,2 order by 3 desc`);
await q(`select org_id, count(*) from warning_assignment group by 1 order by 2 desc limit 5`);
await q(
  `select state, level, round(extract(epoch from sign_deadline - now())/60) mins_left, org_id from warning_assignment where org_id='org-d1-s1-c1' and state in ('PENDING_SIGN') order by pushed_at desc limit 14`,
);
await q(
  `select count(*) from warning_assignment a where org_id='org-d1-s1-c1' and state in ('PENDING_SIGN','HANDLING','WAITING_SECOND_FEEDBACK') and not exists (select 1 from protection_circle_member m where m.owner_person_key=a.person_key)`,
);
await database.close();
