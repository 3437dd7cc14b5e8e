import { describe, expect, it, vi } from 'vitest';
import type { WarningEvent } from '@afp/contract';
import { openWarningStream } from './warning-stream';

const event = (type: string, assignmentId: string, state = 'PENDING_SIGN') =>
  `event: ${type}\ndata: ${JSON.stringify({ assignmentId, warningId: 'w', orgId: 'o', level: 1, state })}\n\n`;

/** A stream answer that sends the chunks and stays open (like the server's). */
function streamOf(chunks: string[]): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      ),
    );
}

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
});
