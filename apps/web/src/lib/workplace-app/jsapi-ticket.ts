import { AUTH_ENDPOINTS, type JsapiTicket } from '@afp/contract';
import { call } from '../api-client';

/** The JS API ticket for this page's address (spec §8); loaded by configureWorkplaceApp inside a workplace app only. */
export const fetchJsapiTicket = (): Promise<JsapiTicket> =>
  call(AUTH_ENDPOINTS.jsapiTicket, { query: { url: window.location.href.split('#')[0] } });
