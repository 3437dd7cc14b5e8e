import { DEFAULT_ANNUAL, ENDPOINTS, envelopeOf, urlOf } from '@afp/contract';
import { isNotNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ruleSet } from './rule-statistics.table.ts';

/** Latest year with an issued rule set; the spec's default year when none is issued yet. */
export async function latestIssueYear(db: Db): Promise<number> {
  const [row] = await db
    .select({ year: max(ruleSet.year) })
    .from(ruleSet)
    .where(isNotNull(ruleSet.issuedAt));
  return row?.year ?? DEFAULT_ANNUAL;
}

export function ruleStatisticsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(urlOf(ENDPOINTS.latestIssueYear), {
    schema: { response: { 200: envelopeOf(z.number()) } },
    config: { access: ['oa'] },
    handler: async () => ok(await latestIssueYear(db)),
  });
}
