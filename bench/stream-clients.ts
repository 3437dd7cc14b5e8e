import http from 'node:http';

/**
 * Live-stream phones for bench/streams.ts, as a process of their own (forked, IPC): told a URL and
 * session tokens, it opens one warning stream per token (a phone = one session) and notes, per
 * warning event, the instant each stream received it (`performance.timeOrigin + now()`: the same
 * clock in every process of the machine). Answers:
 *   { open, failed, refused }           once every stream answered 200 or failed (refused: 503s retried)
 *   { received: { [assignmentId]: [{ stream, at }] }, pings, closed }   when asked 'report'
 */
interface Start {
  url: string;
  tokens: string[];
  /** Index of this process's first token among all the bench's, so streams are named uniquely. */
  firstStream: number;
}

const OPENING_AT_ONCE = 100;
const EVENT = 'event: warning.assigned\ndata: ';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const received: Record<string, { stream: number; at: number }[]> = {};
let pings = 0;
let closed = 0;
let failed = 0;
let refused = 0;

const now = () => performance.timeOrigin + performance.now();

/** Opens one stream; resolves once its headers arrived (200) and keeps reading until the end. */
function open(url: string, token: string, stream: number, attempt = 1): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { authorization: token, accept: 'text/event-stream' } });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        // An overloaded process (503) asks to come back: the phone's app does.
        if (response.statusCode === 503 && attempt < 30) {
          refused++;
          return void setTimeout(() => void open(url, token, stream, attempt + 1).then(resolve), 1000);
        }
        failed++;
        return resolve();
      }
      resolve();
      let pending = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = now();
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const message = pending.slice(0, end);
          pending = pending.slice(end + 2);
          if (message === ': ping') pings++;
          else if (message.startsWith(EVENT)) {
            const { assignmentId } = JSON.parse(message.slice(EVENT.length)) as { assignmentId: string };
            (received[assignmentId] ??= []).push({ stream, at });
          }
        }
      });
      response.on('close', () => closed++);
    });
    request.on('error', () => {
      failed++;
      resolve();
    });
  });
}

async function openAll({ url, tokens, firstStream }: Start): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++;
      await open(url, tokens[index]!, firstStream + index);
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, worker));
  process.send?.({ open: tokens.length - failed, failed, refused });
  process.on('message', (message) => {
    if (message === 'report') process.send?.({ received, pings, closed });
  });
}

// The bench kills this process at its end: the streams close with it.
process.once('message', (start: Start) => void openAll(start));
