import { z } from 'zod';
import { isAboveOrg, isHolder, type Caller, type OrgRef } from './caller.ts';
import { int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { anti, get, post } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

/** Resident population 实有人口 (DESIGN §4.6): residents of the guard's area with their tags. */
export const RESIDENT_TAGS = {
  ELDERLY_ALONE: '独居老人',
  STUDENT: '学生',
  MIGRANT_WORKER: '外来务工',
  GULLIBLE: '易受骗',
} as const;
export type ResidentTag = keyof typeof RESIDENT_TAGS;
export const residentTagSchema = enumOf(RESIDENT_TAGS);

/**
 * Residents' tags are kept by the organisation they live in (its guards) and by the admins and
 * oa staff of the organisations above it.
 */
export const mayTagResident = (caller: Caller, resident: OrgRef): boolean =>
  isHolder(caller, resident) || isAboveOrg(caller, resident);

export const residentPageQuerySchema = z
  .object({
    /** A name (prefix), or a whole phone or ID number (matched by its keyed hash, never stored plain). */
    keyword: text(32).trim().optional(),
    tag: residentTagSchema.optional(),
    appInstalled: z.enum(['true', 'false']).optional(),
  })
  .extend(pageQuerySchema.shape);
export type ResidentPageQuery = z.infer<typeof residentPageQuerySchema>;

/** One resident as every list shows them: name, phone and ID number always masked. */
export const residentRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  idNumber: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  streetName: z.string(),
  tags: z.array(residentTagSchema),
  appInstalled: z.boolean(),
  lastPublicityAt: z.string().nullable(),
  version: z.number(),
});
export type ResidentRecord = z.infer<typeof residentRecordSchema>;

/**
 * A resident's detail: name and address whole for the community holding the resident and the
 * centre (`canSeeWhole`, every such view in the access log), masked for everyone else. Phone and
 * ID number stay masked for all: the database keeps them only masked and keyed.
 */
export const residentDetailSchema = residentRecordSchema.extend({
  address: z.string().nullable(),
  /** Are name and address whole (and the view logged)? */
  isWhole: z.boolean(),
  /** The gullible-person record 易受骗人员 of this resident, when one exists. */
  gulliblePersonId: z.string().nullable(),
  /** May the caller change the tags (`mayTagResident`). */
  canTag: z.boolean(),
  updatedAt: z.string(),
});
export type ResidentDetail = z.infer<typeof residentDetailSchema>;

export const residentInfoQuerySchema = z.object({ id: text(64).min(1) });

export const residentTagsBodySchema = z.object({
  id: text(64).min(1),
  version: int4(),
  tags: z
    .array(residentTagSchema)
    .max(Object.keys(RESIDENT_TAGS).length)
    .refine((tags) => new Set(tags).size === tags.length, '标签不能重复'),
});
export type ResidentTagsBody = z.infer<typeof residentTagsBodySchema>;

const tagCountsSchema = z.object({
  ELDERLY_ALONE: z.number(),
  STUDENT: z.number(),
  MIGRANT_WORKER: z.number(),
  GULLIBLE: z.number(),
});
const orgCountsSchema = z.object({
  orgId: z.string(),
  name: z.string(),
  residents: z.number(),
  appInstalled: z.number(),
  tags: tagCountsSchema,
});
export type PopulationOrgCounts = z.infer<typeof orgCountsSchema>;
/** Counts of the caller's subtree: each street with its communities. */
export const populationCountsSchema = z.object({
  total: orgCountsSchema,
  streets: z.array(orgCountsSchema.extend({ communities: z.array(orgCountsSchema) })),
});
export type PopulationCounts = z.infer<typeof populationCountsSchema>;

const P = '/api/guard/population/v2';
/** Resident population 实有人口 (DESIGN §4.6). */
export const POPULATION_ENDPOINTS = {
  page: get(anti, `${P}/page`, { query: residentPageQuerySchema, answer: pageOf(residentRecordSchema) }),
  info: get(anti, `${P}/info`, { query: residentInfoQuerySchema, answer: residentDetailSchema }),
  counts: get(anti, `${P}/counts`, { answer: populationCountsSchema }),
  updateTags: post(anti, `${P}/update-tags`, { body: residentTagsBodySchema, answer: residentDetailSchema }),
};
