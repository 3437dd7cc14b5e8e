import { FIRST_REQUESTS_GLOBAL } from '@afp/contract';

type WithFirstRequests = Record<typeof FIRST_REQUESTS_GLOBAL, Record<string, Promise<Response>> | undefined>;

/**
 * The GET index.html's first-screen script already sent for this URL (a first list screen's first
 * page, the contract's FIRST_ROUTE_LISTS), taken once: a later call for the same URL asks afresh.
 */
export function takeFirstRequest(url: string): Promise<Response> | undefined {
  const requests = (globalThis as unknown as WithFirstRequests)[FIRST_REQUESTS_GLOBAL];
  const request = requests?.[url];
  if (request) delete requests[url];
  return request;
}
