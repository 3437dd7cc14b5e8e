import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { connect } from './raw-list.ts';

/**
 * "The same queries served raw" for guard-user/info (the guard home's profile): the three reads the
 * route needs when nothing is cached — the session by its token's hash, the guard with its
 * organisation, the organisations on its path — as plain SQL on the same driver as the app,
 * answered with JSON.stringify: no expiry or revocation rules, idle touch, access check or envelope.
 *
 *   GET /info   (Authorization: the session token)
 */
const database = await connect();
const app = Fastify({ logger: false });
app.get('/health', async () => 'ok');
app.get('/info', async (request, reply) => {
  const tokenHash = createHash('sha256').update(String(request.headers.authorization)).digest('hex');
  const sessions = await database.query('select * from session where token_hash = $1 limit 1', [tokenHash]);
  const session = sessions.rows[0] as { account_id: string } | undefined;
  if (!session) return reply.code(401).send('{}');
  const guards = await database.query(
    'select g.id, g.name, g.phone, g.role_type, g.disabled, o.id as org_id, o.name as org_name, o.path as org_path, o.level as org_level from guard_user g inner join org o on o.id = g.org_id where g.id = $1 limit 1',
    [session.account_id],
  );
  const guard = guards.rows[0] as { name: string; org_path: string } | undefined;
  if (!guard) return reply.code(404).send('{}');
  const lineage = (
    await database.query('select * from org where id = any($1)', [guard.org_path.split('/').filter(Boolean)])
  ).rows as { level: number; name: string }[];
  const nameAt = (level: number) => lineage.find((o) => o.level === level)?.name ?? '';
  reply.header('content-type', 'application/json');
  return JSON.stringify({ name: guard.name, area: nameAt(2), street: nameAt(3) });
});

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());
await app.listen({ port: Number(process.env.PORT ?? 8090), host: process.env.HOST ?? '127.0.0.1' });
