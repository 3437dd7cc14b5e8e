import { urlOf, type Endpoint } from '@afp/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../core/principal.ts';
import { queryStringOf, validishOf, type ValuePools } from '../fuzz/contract-arbitraries.ts';

/** A route's key as Fastify registers it: `GET /AntiProxy/api/…/detail/:id`. */
export const routeKeyOf = (endpoint: Endpoint) => `${endpoint.method} ${urlOf(endpoint).replace(/\{(\w+)\}/g, ':$1')}`;

/** A route's declared access as one text: `public`, `optional`, `authenticated` or its login types (`guard oa`). */
export const accessText = (access: Access | undefined): string =>
  access === undefined ? 'none' : typeof access === 'string' ? access : [...access].sort().join(' ');

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field names of an object schema (through optional, pipe, default …); none for other shapes. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'pipe':
      return fieldsOf(def.in as z.ZodType);
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
      return fieldsOf(def.innerType as z.ZodType);
    case 'intersection':
      return [...fieldsOf(def.left as z.ZodType), ...fieldsOf(def.right as z.ZodType)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap(fieldsOf);
    default:
      return [];
  }
}

/** Fields that name an object or an organisation by id (and the path id of `…/detail/{id}`). */
export const idFieldsOf = (endpoint: Endpoint): string[] =>
  [
    ...new Set([
      ...fieldsOf(endpoint.query),
      ...fieldsOf(endpoint.body),
      ...[...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
    ]),
  ].filter((field) => /^(id|uid)$|Ids?$/.test(field));

/** Where a field travels: the path, the query or the body. */
export const placeOf = (endpoint: Endpoint, field: string): 'path' | 'query' | 'body' =>
  endpoint.path.includes(`{${field}}`) ? 'path' : fieldsOf(endpoint.query).includes(field) ? 'query' : 'body';

/** What the server would see of a query sent as a query string (every value a string, repeated keys arrays). */
function asReceivedQuery(input: unknown): Record<string, unknown> {
  const params = new URLSearchParams(queryStringOf(input).slice(1));
  const received: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    received[key] = values.length > 1 ? values : values[0];
  }
  return received;
}

export interface ObjectInput {
  query: Record<string, unknown> | undefined;
  body: Record<string, unknown> | undefined;
  /** Whether the input passes the endpoint's schemas: if not, the route answers 400 whatever the object. */
  isValid: boolean;
}

const accepts = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

const drawn = new Map<string, ObjectInput>();
const PLACEHOLDER = 'id-placeholder';

/**
 * An input for the endpoint naming `id` in `field`: drawn from the schemas until one passes them
 * (the id set in each draw), so the call gets past validation to the access of the object. Drawn
 * once per endpoint and field; each call sets its own id.
 */
export function objectInputOf(endpoint: Endpoint, field: string, id: string, pools: ValuePools): ObjectInput {
  const key = `${routeKeyOf(endpoint)} ${field}`;
  const input = drawn.get(key) ?? drawInput(endpoint, field, PLACEHOLDER, pools);
  drawn.set(key, input);
  const place = placeOf(endpoint, field);
  return {
    query: place === 'query' ? { ...input.query, [field]: id } : input.query,
    body: place === 'body' ? { ...input.body, [field]: id } : input.body,
    isValid: input.isValid,
  };
}

function drawInput(endpoint: Endpoint, field: string, id: string, pools: ValuePools): ObjectInput {
  const place = placeOf(endpoint, field);
  const withId = (input: unknown, where: 'query' | 'body') => {
    const base = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
    return place === where ? { ...base, [field]: id } : (base as Record<string, unknown>);
  };
  const valid = (query: Record<string, unknown>, body: Record<string, unknown>) =>
    accepts(endpoint.query, asReceivedQuery(query)) && (endpoint.method === 'GET' || accepts(endpoint.body, body));
  const first = { query: withId({}, 'query'), body: withId({}, 'body') };
  if (valid(first.query, first.body)) return { ...first, isValid: true };
  const queries = endpoint.query ? fc.sample(validishOf(endpoint.query, pools), { numRuns: 300, seed: 24 }) : [];
  const bodies = endpoint.body ? fc.sample(validishOf(endpoint.body, pools), { numRuns: 300, seed: 24 }) : [];
  const query = endpoint.query
    ? queries.map((drawn) => withId(drawn, 'query')).find((drawn) => accepts(endpoint.query, asReceivedQuery(drawn)))
    : first.query;
  const body = endpoint.body
    ? bodies.map((drawn) => withId(drawn, 'body')).find((drawn) => accepts(endpoint.body, drawn))
    : first.body;
  if (query && body) return { query, body, isValid: true };
  return { query: query ?? first.query, body: body ?? first.body, isValid: false };
}

/** A path segment as a client sends it: a lone surrogate (no UTF-8 form) becomes U+FFFD, as URLSearchParams does. */
const pathSegmentOf = (id: string) => encodeURIComponent(id.replace(/\p{Surrogate}/gu, '\uFFFD'));

/** The request of one call: the path id in the URL, the query as a string, the body as JSON. */
export function requestOf(
  endpoint: Endpoint,
  token: string | null,
  input: { query?: unknown; body?: unknown; pathId?: string },
): InjectOptions & { url: string } {
  const path = urlOf(endpoint).replace(/\{(\w+)\}/g, () => pathSegmentOf(input.pathId ?? 'x'));
  const request: InjectOptions & { url: string } = {
    method: endpoint.method,
    url: path + (input.query === undefined ? '' : queryStringOf(input.query)),
    headers: token ? { authorization: token } : {},
  };
  if (endpoint.method === 'POST') {
    request.headers = { ...request.headers, 'content-type': 'application/json' };
    request.payload = JSON.stringify(input.body ?? {});
  }
  return request;
}
