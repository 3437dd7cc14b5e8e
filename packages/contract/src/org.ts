import { z } from 'zod';
import { text } from './fields.ts';
import { anti, get } from './endpoint.ts';

/** Organisation tree picker (select-transfer-org). */
export const orgNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number(),
  kind: z.string(),
  hasChildren: z.boolean(),
});
export type OrgNode = z.infer<typeof orgNodeSchema>;
export const orgChildrenQuerySchema = z.object({
  parentId: text(64).optional(),
  keyword: text(32).optional(),
});

export const ORG_ENDPOINTS = {
  children: get(anti, '/api/guard/org/v2/children', { query: orgChildrenQuerySchema, answer: z.array(orgNodeSchema) }),
};
