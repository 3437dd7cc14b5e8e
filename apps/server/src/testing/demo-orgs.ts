import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { loginGuard } from './sessions.ts';
import { phoneOf } from './warning-factory.ts';

/**
 * Communities of the demo city that route tests put rows in: the demo guard's own, its neighbour
 * under the same station, and one in another district.
 */
export const COMMUNITY = {
  own: { id: 'org-d1-s1-c1', path: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/' },
  neighbour: { id: 'org-d1-s1-c2', path: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c2/' },
  otherDistrict: { id: 'org-d2-s1-c1', path: '/org-centre/org-d2/org-d2-s1/org-d2-s1-c1/' },
};

/** The session token of a demo guard of `role` in the organisation `orgId`, signed in through the real routes. */
export async function guardTokenOf(t: { app: FastifyInstance; db: Db }, orgId: string, role: number): Promise<string> {
  return (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
}
