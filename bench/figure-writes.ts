import pg from 'pg';
import { percentile } from './support.ts';

/**
 * What the kept figures cost a write (issue 27): statement triggers move `warning_daily_figure`,
 * `rule_month_figure` and `resident_figure` in every writer's transaction. Each write below is run
 * on a province's database in its own transaction, rolled back so the province stays as it was,
 * alternately with the triggers firing and with them off (`session_replication_role = replica`,
 * which skips ordinary triggers: the same write without the figures), and the medians compared.
 * Each write takes another row of its kind, so no row is read from a warm cache the first did.
 */
interface FigureWrite {
  name: string;
  /** Ids of rows this write starts from. */
  picks: string;
  /** The write's statements, `$1` the picked id. */
  statements: string[];
}

/** A copy of a row of `table` with some columns set anew (`overrides`: name, value, …). */
const copyOf = (table: string, overrides: string) =>
  `insert into ${table} select (jsonb_populate_record(t, jsonb_build_object(${overrides}))).* from ${table} t where t.id = $1`;

const WRITES: FigureWrite[] = [
  {
    name: '签收 (an assignment signed)',
    picks: `select id from warning_assignment where state = 'PENDING_SIGN'`,
    statements: [`update warning_assignment set state = 'HANDLING', signed_at = now() where id = $1`],
  },
  {
    name: '二次反馈 (the final feedback after an interim one)',
    picks: `select f.id from warning_feedback f join warning_assignment a on a.id = f.assignment_id
      where a.state = 'WAITING_SECOND_FEEDBACK'`,
    statements: [
      copyOf('warning_feedback', `'id', 'bench-' || t.id, 'round', t.round + 1, 'is_final', true, 'created_at', now()`),
      `update warning_assignment set state = 'FED_BACK' where id = (select assignment_id from warning_feedback where id = $1)`,
    ],
  },
  {
    name: '回访办结 (closed with a verdict)',
    picks: `select id from warning_assignment where state = 'FED_BACK'`,
    statements: [`update warning_assignment set state = 'CLOSED', return_visit_verdict = 'EFFECTIVE' where id = $1`],
  },
  {
    name: 'APP注册 (a registration added)',
    picks: `select id from spread_user where not counted`,
    statements: [copyOf('spread_user', `'id', 'bench-' || t.id, 'created_at', now()`)],
  },
  {
    name: '管控走访 (a control task added)',
    picks: `select id from control_task`,
    statements: [copyOf('control_task', `'id', 'bench-' || t.id`)],
  },
  {
    name: '常住人口 (a resident added)',
    picks: `select id from resident`,
    statements: [copyOf('resident', `'id', 'bench-' || t.id`)],
  },
];

/** Times `runs` of each write with and without the figure triggers; prints medians and the difference. */
export async function timeFigureWrites(databaseUrl: string, runs: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(
      `  what the kept figures cost a write (${runs} of each, rolled back; p50 with the triggers / without):`,
    );
    for (const write of WRITES) {
      const ids = (await client.query<{ id: string }>(`${write.picks} order by random() limit ${2 * runs}`)).rows;
      if (ids.length < 2 * runs) {
        console.log(`    ${write.name}: only ${ids.length} rows to start from, skipped`);
        continue;
      }
      const times = { with: [] as number[], without: [] as number[] };
      for (const [i, { id }] of ids.entries()) {
        const withFigures = i % 2 === 0;
        await client.query('begin');
        if (!withFigures) await client.query(`set local session_replication_role = replica`);
        const started = performance.now();
        for (const statement of write.statements) await client.query(statement, [id]);
        (withFigures ? times.with : times.without).push(performance.now() - started);
        await client.query('rollback');
      }
      for (const list of Object.values(times)) list.sort((a, b) => a - b);
      const [withP50, withoutP50] = [percentile(times.with, 0.5), percentile(times.without, 0.5)];
      console.log(
        `    ${write.name.padEnd(24)} ${withP50.toFixed(2)} / ${withoutP50.toFixed(2)} ms (+${(withP50 - withoutP50).toFixed(2)} ms), p99 ${percentile(times.with, 0.99).toFixed(2)} / ${percentile(times.without, 0.99).toFixed(2)} ms`,
      );
    }
  } finally {
    await client.end();
  }
}
