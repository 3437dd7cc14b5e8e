import {
  EXPIRY_TOAST_DELAY_MS,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODE,
  urlOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type Envelope,
  type QueryOf,
} from '@afp/contract';
import { PATHS } from '../config/routes';
import { showAlert, showToast } from './feedback';
import { keepFirstRequest, takeFirstRequest } from './first-requests';
import { reLaunch } from './navigation';
import { getSession } from './session/session.store';

/** A failed call: `code` is the envelope code (or HTTP status), `message` is shown to the user. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly errorCode?: string,
    /** The request field a 400 is about (server `data.field`), to show the message under that input. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The stable error code and field a failed answer carries in `data`. */
function failureDetail(data: unknown): { errorCode?: string; field?: string } {
  return (data as { errorCode?: string; field?: string } | null | undefined) ?? {};
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Values for `{name}` placeholders in the endpoint path. */
  pathParams?: Record<string, string | number>;
  /** Callback-style call: expiry (401/402/504) asks with a modal before leaving (spec §8). */
  callbackStyle?: boolean;
  /** Login and similar calls: a 401 there is a wrong credential, not an expired session. */
  skipAuthHandling?: boolean;
  /**
   * The key of the user action a POST belongs to (newIdempotencyKey): the same key on every retry
   * of that action makes the server answer the retry with the first answer instead of acting twice.
   * A POST without one gets a key of its own.
   */
  idempotencyKey?: string;
  /**
   * This very request, already sent by someone else (index.html's first-screen script starts the
   * auth-code exchange before the app arrives): its answer is read as this call's own.
   */
  sent?: Promise<Response>;
}

/** Rejects when the signal aborts: a request sent elsewhere cannot be aborted, only given up on. */
const abortedBy = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('timed out', 'AbortError'))),
  );

/** A fresh idempotency key (32 hex digits); getRandomValues also works outside secure contexts. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EXPIRED_CODES = new Set([401, 402]);
const CALLBACK_EXPIRED_CODES = new Set([401, 402, 504]);
/** Statuses a gateway or proxy in front of the server answers with when the service is down or slow. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
/** A call that never got an answer has no HTTP status. */
const NO_ANSWER = 0;

/** What the user reads when a call failed without a message of ours (spec §8 names none of these). */
export const FAILURE_MESSAGES = {
  network: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  unavailable: '服务暂时不可用，请稍后重试',
  unexpected: '服务响应异常，请稍后重试',
} as const;

/**
 * The message for an answer that is not our envelope (an HTML or empty page): someone in front
 * of the server answered — a gateway saying the service is unavailable, or something else.
 */
export const messageOfForeignAnswer = (status: number): string =>
  GATEWAY_STATUSES.has(status) ? FAILURE_MESSAGES.unavailable : FAILURE_MESSAGES.unexpected;

/** Why a call failed, as an error state shows it: no connection, service unavailable, or anything else. */
export type FailureKind = 'offline' | 'unavailable' | 'failed';

export function failureKindOf(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === NO_ANSWER) return 'offline';
  return GATEWAY_STATUSES.has(error.code) ? 'unavailable' : 'failed';
}

export function buildUrl(endpoint: Endpoint, options: Pick<RequestOptions, 'query' | 'pathParams'> = {}): string {
  let url = urlOf(endpoint);
  for (const [name, value] of Object.entries(options.pathParams ?? {})) {
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

let expiryInProgress = false;

/** Ends the local session after the server refused the token (spec §4, §8). */
async function handleExpiry(callbackStyle: boolean): Promise<void> {
  if (expiryInProgress) return;
  expiryInProgress = true;
  try {
    if (callbackStyle) await showAlert(MESSAGES.loginExpiredModal);
    getSession().clearSession();
    reLaunch(PATHS.blank);
    if (!callbackStyle) setTimeout(() => showToast(MESSAGES.loginExpired), EXPIRY_TOAST_DELAY_MS);
  } finally {
    expiryInProgress = false;
  }
}

async function parseEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    const body = (await response.json()) as Partial<Envelope<T>>;
    return typeof body?.code === 'number' ? (body as Envelope<T>) : null;
  } catch {
    return null;
  }
}

/** Every call's headers: JSON both ways, the session's token when there is one. */
function headersOf(token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = token;
  return headers;
}

/**
 * Sends a GET at once, before its page asks: the page's own call with the same input takes its
 * answer (lib/first-requests) instead of asking again. A chart page's first request leaves while
 * the page's code is still on its way rather than after it (app/route-resolution.tsx).
 */
export function sendAhead(
  endpoint: Endpoint,
  input: Pick<RequestOptions, 'query' | 'pathParams'> = {},
): Promise<Response> {
  const url = buildUrl(endpoint, input);
  const sent = fetch(url, { method: 'GET', headers: headersOf(getSession().token) });
  keepFirstRequest(url, sent);
  return sent;
}

/**
 * Sends one call and returns its envelope, whatever its business code. Throws ApiError on
 * transport failures and on HTTP errors; runs the expiry flow for a refused token.
 */
async function requestEnvelope<T>(endpoint: Endpoint, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { token } = getSession();
  const headers = headersOf(token);
  if (endpoint.method === 'POST') headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey ?? newIdempotencyKey();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    const url = buildUrl(endpoint, options);
    const sent =
      options.sent ??
      (endpoint.method === 'GET' ? takeFirstRequest(url) : undefined) ??
      fetch(url, {
        method: endpoint.method,
        headers,
        body: endpoint.method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
        signal: controller.signal,
      });
    response = await Promise.race([sent, abortedBy(controller.signal)]);
  } catch {
    throw new ApiError(NO_ANSWER, controller.signal.aborted ? FAILURE_MESSAGES.timeout : FAILURE_MESSAGES.network);
  } finally {
    clearTimeout(timer);
  }
  const envelope = await parseEnvelope<T>(response);
  const code = envelope?.code && envelope.code !== SUCCESS_CODE ? envelope.code : response.status;
  const expiredCodes = options.callbackStyle ? CALLBACK_EXPIRED_CODES : EXPIRED_CODES;
  // Without a token there is no session to expire: the 401 belongs to the caller (e.g. login).
  if (expiredCodes.has(code) && token && !options.skipAuthHandling) {
    await handleExpiry(Boolean(options.callbackStyle));
    throw new ApiError(code, MESSAGES.loginExpired);
  }
  if (!response.ok || !envelope) {
    const { errorCode, field } = failureDetail(envelope?.data);
    throw new ApiError(code, envelope?.message || messageOfForeignAnswer(response.status), errorCode, field);
  }
  return envelope;
}

/** Call options beyond the input: path values and how a refused session is handled. */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

/** The input of an endpoint: its query and body, each required exactly when the endpoint has one. */
export type CallInput<E extends Endpoint> = (E['query'] extends undefined
  ? { query?: undefined }
  : { query: QueryOf<E> }) &
  (E['body'] extends undefined ? { body?: undefined } : { body: BodyOf<E> }) &
  CallOptions;

type CallArgs<E extends Endpoint> = E['query'] extends undefined
  ? E['body'] extends undefined
    ? [input?: CallInput<E>]
    : [input: CallInput<E>]
  : [input: CallInput<E>];

const optionsOf = (input: CallInput<Endpoint> | undefined): RequestOptions => ({
  ...input,
  query: input?.query as RequestOptions['query'],
});

/**
 * Calls a contract endpoint and returns its answer's data, typed from the endpoint's schemas;
 * any code other than 200 becomes an ApiError.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  const envelope = await requestEnvelope<AnswerOf<E>>(endpoint, optionsOf(input as CallInput<Endpoint> | undefined));
  if (envelope.code !== SUCCESS_CODE) {
    const { errorCode, field } = failureDetail(envelope.data);
    throw new ApiError(envelope.code, envelope.message, errorCode, field);
  }
  return envelope.data;
}

/**
 * Calls an endpoint whose answer carries business codes other than 200 (auto-login's 300/404,
 * spec §4): returns the whole envelope, typed from the endpoint's answer schema.
 */
export const callForEnvelope = <E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<Envelope<AnswerOf<E>>> =>
  requestEnvelope<AnswerOf<E>>(endpoint, optionsOf(input as CallInput<Endpoint> | undefined));
