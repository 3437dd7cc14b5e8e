import { FIRST_REQUESTS_GLOBAL } from '@afp/contract';

type WithFirstRequests = Record<typeof FIRST_REQUESTS_GLOBAL, Record<string, Promise<Response>> | undefined>;

const holder = globalThis as unknown as WithFirstRequests;

/**
 * The GET already sent for this URL before its page asked — by index.html's first-screen script (a
 * first list screen's first page, the contract's FIRST_ROUTE_LISTS) or by the router opening a page
 * (`keepFirstRequest`) — taken once: a later call for the same URL asks afresh.
 */
export function takeFirstRequest(url: string): Promise<Response> | undefined {
  const requests = holder[FIRST_REQUESTS_GLOBAL];
  const request = requests?.[url];
  if (request) delete requests[url];
  return request;
}

/** Keeps a GET sent before its page asked, for the page's own call to the same URL to take once. */
export function keepFirstRequest(url: string, sent: Promise<Response>): void {
  (holder[FIRST_REQUESTS_GLOBAL] ??= {})[url] = sent;
  // Should its page never ask (the person left first), its failure is nobody's to report.
  sent.catch(() => undefined);
}
