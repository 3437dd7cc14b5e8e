import { describe, expect, it, vi } from 'vitest';
import type { WarningEvent } from '@afp/contract';
import { openWarningStream } from './warning-stream';

const event = (type: string, assignmentId: string, state = 'PENDING_SIGN') =>
  `event: ${type}\ndata: ${JSON.stringify({ assignmentId, warningId: 'w', orgId: 'o', level: 1, state })}\n\n`;

/** A stream answer that sends the chunks and stays open (like the server's), or ends after them. */
function streamOf(chunks: string[], { ends = false } = {}): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
            if (ends) controller.close();
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      ),
    );
}

/** Answers each connection with the next of `answers`, recording when and with which headers it came. */
function connections(answers: (typeof fetch)[]) {
  const calls: { at: number; headers: Record<string, string> }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push({ at: Date.now(), headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer(input, init);
  };
  return { calls, fetchImpl };
}

/** What the server sends when its process stops (features/early-warning/warning-stream.routes.ts). */
const restart = (retryMs: number) => `retry: ${retryMs}\nevent: reconnect\ndata: {"reason":"restart"}\n\n`;
const NEVER = () => 60_000;

describe('openWarningStream', () => {
  it('delivers valid events in their order and skips malformed or unknown ones', async () => {
    const received: WarningEvent[] = [];
    const stop = openWarningStream({
      getToken: () => 'token',
      onEvent: (e) => received.push(e),
      fetchImpl: streamOf([
        event('warning.assigned', 'a1'),
        'event: warning.changed\ndata: {not json\n\n',
        event('warning.changed', 'a2', 'NOT_A_STATE'),
        event('heartbeat', 'a3'),
        event('warning.changed', 'a4', 'HANDLING'),
      ]),
    });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((e) => [e.type, e.assignmentId, e.state])).toEqual([
      ['warning.assigned', 'a1', 'PENDING_SIGN'],
      ['warning.changed', 'a4', 'HANDLING'],
    ]);
    stop();
  });

  it('delivers nothing after it was stopped', async () => {
    const onEvent = vi.fn();
    let release: () => void = () => undefined;
    const fetchImpl: typeof fetch = (...args) =>
      new Promise((resolve) => (release = () => resolve(streamOf([event('warning.assigned', 'a1')])(...args))));
    const stop = openWarningStream({ getToken: () => 'token', onEvent, fetchImpl });
    stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('after a server restart reconnects after the retry hint (not the failure backoff), resumes once, sends the last event id', async () => {
    const received: WarningEvent[] = [];
    const onResume = vi.fn();
    const statuses: string[] = [];
    const { calls, fetchImpl } = connections([
      streamOf(['retry: 5000\n: connected\n\n', `id: 41\n${event('warning.assigned', 'a1')}`, restart(80)], {
        ends: true,
      }),
      streamOf(['retry: 5000\n: connected\n\n', event('warning.changed', 'a2', 'HANDLING')]),
    ]);
    const stop = openWarningStream({
      getToken: () => 'token',
      onEvent: (e) => received.push(e),
      onResume,
      onStatus: (status) => statuses.push(status),
      fetchImpl,
      backoff: NEVER,
    });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 2_000 });
    expect(received.map((e) => e.assignmentId)).toEqual(['a1', 'a2']);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(75);
    expect(calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    expect(calls[1]!.headers['Last-Event-ID']).toBe('41');
    // The first open needs no refetch (the page just loaded); the reopen does, once.
    expect(onResume).toHaveBeenCalledTimes(1);
    // A planned reconnect is no failure: nothing for an indicator to show as lost.
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'connecting', 'open']);
    stop();
  });

  it('after a dropped connection reconnects with backoff and resumes', async () => {
    const onResume = vi.fn();
    const { calls, fetchImpl } = connections([
      streamOf([': connected\n\n'], { ends: true }),
      () => Promise.reject(new TypeError('network down')),
      streamOf([': connected\n\n']),
    ]);
    const stop = openWarningStream({
      getToken: () => 'token',
      onEvent: vi.fn(),
      onResume,
      fetchImpl,
      backoff: () => 20,
    });
    await vi.waitFor(() => expect(onResume).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(calls).toHaveLength(3);
    stop();
  });

  it('a resync event asks for a refetch without reconnecting', async () => {
    const onResume = vi.fn();
    const { calls, fetchImpl } = connections([streamOf([': connected\n\n', 'event: resync\ndata: {}\n\n'])]);
    const stop = openWarningStream({ getToken: () => 'token', onEvent: vi.fn(), onResume, fetchImpl, backoff: NEVER });
    await vi.waitFor(() => expect(onResume).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    stop();
  });
});
