import { envelopeOf, urlOf, type AnswerOf, type Endpoint, type ParsedBodyOf, type ParsedQueryOf } from '@afp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { ok, Outcome } from '../http/envelope.ts';
import { principalOf, type Access, type Principal } from './principal.ts';

/** What a handler receives: the validated input, and the caller when the route requires a session. */
export interface RouteInput<E extends Endpoint> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  /** The signed-in caller; throws on a route whose access lets anonymous callers in. */
  readonly caller: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface RouteOptions {
  /** Who may call (CONVENTIONS §3); the server refuses to start with a route that says nothing. */
  access: Access;
  /** Calls per IP per minute (login-like routes). */
  rateLimit?: number;
  /** Request body limit in bytes when above Fastify's default. */
  bodyLimit?: number;
  /** Further URLs answering the same call (the bare `/health` that load balancers probe). */
  alsoAt?: readonly string[];
}

export interface JsonRouteOptions<E extends Endpoint> extends RouteOptions {
  /** The envelope's success message (spec §8 toasts). */
  message?: string;
  /** Returns the answer's data, or an `Outcome` for a business code other than 200 (spec §4). */
  handler: (input: RouteInput<E>) => Promise<AnswerOf<E> | Outcome<AnswerOf<E>>>;
}

function inputOf<E extends Endpoint>(request: FastifyRequest, reply: FastifyReply): RouteInput<E> {
  return {
    query: request.query as ParsedQueryOf<E>,
    body: request.body as ParsedBodyOf<E>,
    get caller() {
      return principalOf(request);
    },
    request,
    reply,
  };
}

function shorthandOf(endpoint: Endpoint, options: RouteOptions, answerSchema?: Endpoint['answer']) {
  const schema: NonNullable<RouteShorthandOptions['schema']> = {};
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (answerSchema) schema.response = { 200: envelopeOf(answerSchema) };
  const config = {
    access: options.access,
    ...(options.rateLimit ? { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } } : {}),
  };
  // A spec path with a path parameter (`…/detail/{id}`) becomes Fastify's `…/detail/:id`; the handler reads `request.params`.
  const url = urlOf(endpoint).replace(/\{(\w+)\}/g, ':$1');
  return { method: endpoint.method, url, schema, config, bodyLimit: options.bodyLimit };
}

/**
 * Registers a JSON call from its contract endpoint: the endpoint's schemas validate the input
 * (400 naming the field) and the answer, the handler's result becomes the envelope.
 */
export function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: JsonRouteOptions<E>,
): void {
  if (!endpoint.answer) throw new Error(`${urlOf(endpoint)} has no answer schema: use registerRawRoute`);
  const route = shorthandOf(endpoint, options, endpoint.answer);
  for (const url of [route.url, ...(options.alsoAt ?? [])]) {
    app.route({
      ...route,
      url,
      handler: async (request, reply) => {
        const result = await options.handler(inputOf<E>(request, reply));
        return result instanceof Outcome ? result.envelope() : ok(result, options.message);
      },
    });
  }
}

/**
 * Registers a change the caller asks for: the validated body goes to one service call, and its
 * success is answered with the spec's toast (`message`).
 */
export function registerAction<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: { access: Access; message: string },
  act: (caller: Principal, body: ParsedBodyOf<E>) => Promise<AnswerOf<E> | Outcome<AnswerOf<E>>>,
): void {
  registerRoute(app, endpoint, { ...options, handler: ({ caller, body }) => act(caller, body) });
}

export interface RawRouteOptions<E extends Endpoint> extends RouteOptions {
  /** Sends the answer itself (a file, an event stream). */
  handler: (input: RouteInput<E>) => unknown;
}

/** Registers a call that answers something other than a JSON envelope, still from its endpoint. */
export function registerRawRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RawRouteOptions<E>,
): void {
  app.route({
    ...shorthandOf(endpoint, options),
    handler: (request, reply) => options.handler(inputOf<E>(request, reply)),
  });
}
