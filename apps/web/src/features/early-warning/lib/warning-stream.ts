import { EARLY_WARNING_ENDPOINTS, LIVE_STREAM_EVENTS, type WarningEvent } from '@afp/contract';
import { buildUrl } from '../../../lib/api-client';
import { createSseParser } from './sse-parser';

export interface WarningStreamOptions {
  /** Read at each (re)connect so a refreshed token is used. */
  getToken: () => string;
  onEvent: (event: WarningEvent) => void;
  /**
   * The stream is open again after a break (a server restart, a dropped network) or the server
   * says events may have been missed: refetch what the stream keeps fresh, so nothing is missed.
   */
  onResume?: () => void;
  /** Called with the connection state for an optional indicator. */
  onStatus?: (status: 'connecting' | 'open' | 'closed') => void;
  fetchImpl?: typeof fetch;
  /** Backoff in ms after the nth failure (0-based). */
  backoff?: (attempt: number) => number;
}

/**
 * The event schema brings zod, which the first screen (the guard home, where the stream starts)
 * does without: it loads with the first event, and events are checked in their order.
 */
let eventSchema: Promise<typeof import('./warning-event-schema').warningEventSchema> | undefined;
const loadEventSchema = () =>
  (eventSchema ??= import('./warning-event-schema').then(
    (module) => module.warningEventSchema,
    (error: unknown) => {
      eventSchema = undefined; // a failed download is tried again with the next event
      throw error;
    },
  ));

export const defaultBackoff = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Reads the warning stream with fetch + ReadableStream (the token goes in the Authorization
 * header, never in the URL) and reconnects until the returned stop is called: with backoff after
 * a failure, after the server's `retry:` hint when the server asked (a restart: it sends
 * `reconnect` and ends the stream, and another process answers the next connection). Each reopen
 * sends the last event id seen (`Last-Event-ID`, for a server that can replay) and calls
 * `onResume`, so what happened while the stream was down is fetched again; the user sees no error.
 */
export function openWarningStream({
  getToken,
  onEvent,
  onResume,
  onStatus,
  fetchImpl = (...args) => fetch(...args),
  backoff = defaultBackoff,
}: WarningStreamOptions): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hasOpened = false;
  let lastEventId: string | undefined;
  let retryHintMs: number | undefined;
  let isReconnectAsked = false;

  let checked = Promise.resolve();
  const handleControl = (event: string): boolean => {
    if (event === LIVE_STREAM_EVENTS.reconnect) isReconnectAsked = true;
    else if (event === LIVE_STREAM_EVENTS.resync) onResume?.();
    else return false;
    return true;
  };
  const parser = createSseParser(
    (message) => {
      if (message.id !== undefined) lastEventId = message.id;
      if (handleControl(message.event)) return;
      if (message.event !== 'warning.assigned' && message.event !== 'warning.changed') return;
      checked = checked
        .then(async () => {
          const parsed = (await loadEventSchema()).safeParse({
            type: message.event,
            ...(JSON.parse(message.data) as object),
          });
          if (parsed.success && !controller.signal.aborted) onEvent(parsed.data);
        })
        // A malformed event is skipped; the stream goes on.
        .catch(() => undefined);
    },
    (ms) => (retryHintMs = ms),
  );

  const scheduleRetry = () => {
    if (controller.signal.aborted) return;
    // Asked by the server: after its hint (spread so clients do not arrive at once), not as a failure.
    const delay = isReconnectAsked ? (retryHintMs ?? backoff(0)) : backoff(attempt++);
    onStatus?.(isReconnectAsked ? 'connecting' : 'closed');
    isReconnectAsked = false;
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    const token = getToken();
    if (!token || controller.signal.aborted) return;
    onStatus?.('connecting');
    parser.reset();
    try {
      const response = await fetchImpl(buildUrl(EARLY_WARNING_ENDPOINTS.stream), {
        headers: {
          Authorization: token,
          Accept: 'text/event-stream',
          ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
        },
        signal: controller.signal,
        cache: 'no-store',
      });
      // A refused token is handled by the next ordinary request; do not hammer the server.
      if (response.status === 401 || response.status === 402) return onStatus?.('closed');
      if (!response.ok || !response.body) return scheduleRetry();
      onStatus?.('open');
      attempt = 0;
      if (hasOpened) onResume?.();
      hasOpened = true;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
      scheduleRetry();
    } catch {
      scheduleRetry();
    }
  };

  void connect();
  return () => {
    controller.abort();
    clearTimeout(retryTimer);
  };
}
