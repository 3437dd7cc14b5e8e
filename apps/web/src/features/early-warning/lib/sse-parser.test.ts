import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

const STREAM =
  ': connected\n\n' +
  'event: warning.assigned\ndata: {"assignmentId":"a1","level":1}\n\n' +
  'event: warning.changed\r\ndata: {"assignmentId":"a2",\r\ndata: "level":2}\r\n\r\n' +
  'data: plain\rid: 7\r\r' +
  'event: warning.assigned\ndata:{"assignmentId":"a3"}\n\n';

const EXPECTED: SseMessage[] = [
  { event: 'warning.assigned', data: '{"assignmentId":"a1","level":1}' },
  { event: 'warning.changed', data: '{"assignmentId":"a2",\n"level":2}' },
  { event: 'message', data: 'plain', id: '7' },
  { event: 'warning.assigned', data: '{"assignmentId":"a3"}', id: '7' },
];

const parseChunks = (chunks: string[]) => {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  chunks.forEach((chunk) => parser.push(chunk));
  return messages;
};

describe('createSseParser', () => {
  it('parses a whole stream', () => {
    expect(parseChunks([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events however the text is split', () => {
    for (let size = 1; size <= 9; size++) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parseChunks(chunks)).toEqual(EXPECTED);
    }
    // Every single split point, including between \r and \n.
    for (let cut = 1; cut < STREAM.length; cut++) {
      expect(parseChunks([STREAM.slice(0, cut), STREAM.slice(cut)])).toEqual(EXPECTED);
    }
  });

  it('holds an unfinished event until its blank line arrives', () => {
    const messages: SseMessage[] = [];
    const parser = createSseParser((message) => messages.push(message));
    parser.push('event: warning.assigned\ndata: {}\n');
    expect(messages).toEqual([]);
    parser.push('\n');
    expect(messages).toHaveLength(1);
  });

  it('reports the reconnection time of a retry field with digits only, without an event', () => {
    const messages: SseMessage[] = [];
    const retries: number[] = [];
    const parser = createSseParser(
      (message) => messages.push(message),
      (ms) => retries.push(ms),
    );
    parser.push('retry: 5000\n: connected\n\nretry: 1.5\nretry: soon\nretry: 1234\nevent: reconnect\ndata: {}\n\n');
    expect(retries).toEqual([5000, 1234]);
    expect(messages).toEqual([{ event: 'reconnect', data: '{}' }]);
  });
});
