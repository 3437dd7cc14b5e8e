import type { z } from 'zod';
import { API_PREFIX, type ApiPrefix } from './constants.ts';

/**
 * One call of the API, defined once: the server registers it (`registerRoute`) and the web calls
 * it (`call`), both typed from these schemas, so a route and its caller cannot drift apart.
 * `answer` is the schema of the envelope's `data`; an endpoint without one answers something
 * other than a JSON envelope (a file, an event stream) and is registered with `registerRawRoute`.
 */
export interface Endpoint<
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  prefix: ApiPrefix;
  path: string;
  query: Query;
  body: Body;
  answer: Answer;
}

interface Schemas<Query, Body, Answer> {
  query?: Query;
  body?: Body;
  answer?: Answer;
}

/** A GET call: its input is the query string. */
export const get = <Query extends z.ZodType | undefined = undefined, Answer extends z.ZodType | undefined = undefined>(
  prefix: ApiPrefix,
  path: string,
  schemas: Omit<Schemas<Query, never, Answer>, 'body'> = {},
): Endpoint<'GET', Query, undefined, Answer> => ({
  method: 'GET',
  prefix,
  path,
  query: schemas.query as Query,
  body: undefined,
  answer: schemas.answer as Answer,
});

/** A POST call: its input is the JSON body (and, rarely, a query string). */
export const post = <
  Body extends z.ZodType | undefined = undefined,
  Answer extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(
  prefix: ApiPrefix,
  path: string,
  schemas: Schemas<Query, Body, Answer> = {},
): Endpoint<'POST', Query, Body, Answer> => ({
  method: 'POST',
  prefix,
  path,
  query: schemas.query as Query,
  body: schemas.body as Body,
  answer: schemas.answer as Answer,
});

export const urlOf = (endpoint: Pick<Endpoint, 'prefix' | 'path'>): string => endpoint.prefix + endpoint.path;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends in the query string (before coercion). */
export type QueryOf<E extends Endpoint> = InputOf<E['query']>;
/** The query as the server sees it after validation (coerced, defaults applied). */
export type ParsedQueryOf<E extends Endpoint> = OutputOf<E['query']>;
export type BodyOf<E extends Endpoint> = InputOf<E['body']>;
export type ParsedBodyOf<E extends Endpoint> = OutputOf<E['body']>;
/** The `data` of a successful answer. */
export type AnswerOf<E extends Endpoint> = OutputOf<E['answer']>;

/** The three prefixes of spec §7, shortened for the endpoint tables of each feature. */
export const { default: proxy, anti, file } = API_PREFIX;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'prefix' in value && 'path' in value;

/**
 * Every endpoint of every `*_ENDPOINTS` table among a module's exports (nested tables included,
 * e.g. the per-login-type account endpoints): the contract's whole API, for tests that sweep it.
 */
export function endpointsIn(moduleExports: Record<string, unknown>): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (value: unknown) => {
    if (isEndpoint(value)) found.push(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const [name, value] of Object.entries(moduleExports)) if (name.endsWith('_ENDPOINTS')) walk(value);
  return found;
}

/** What a caller needs to send a call: an endpoint without its schemas. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'prefix' | 'path'>;

/**
 * Every `*_ENDPOINTS` table among a module's exports with each endpoint reduced to its route
 * (method, prefix, path), nested tables kept: the schema-free tables the web build ships
 * (apps/web/build/schema-free-endpoints.ts), so a page calling the API does not bring zod.
 */
export function routeTablesIn(moduleExports: Record<string, unknown>): Record<string, unknown> {
  const reduce = (value: unknown): unknown => {
    if (isEndpoint(value)) return { method: value.method, prefix: value.prefix, path: value.path };
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, reduce(entry)]));
  };
  return Object.fromEntries(
    Object.entries(moduleExports)
      .filter(([name]) => name.endsWith('_ENDPOINTS'))
      .map(([name, table]) => [name, reduce(table)]),
  );
}
