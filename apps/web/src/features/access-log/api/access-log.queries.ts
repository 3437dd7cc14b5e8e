import { ACCESS_LOG_ENDPOINTS, type AccessLogRecord, type Page } from '@afp/contract';
import { call } from '../../../lib/api-client';

export const accessLogKeys = {
  all: ['access-log'] as const,
  person: (personKey: string) => [...accessLogKeys.all, 'person', personKey] as const,
};

/** One page of who saw a person's data (the centre only; each page read is itself logged). */
export const fetchPersonAccessPage = (personKey: string, cursor: string | undefined): Promise<Page<AccessLogRecord>> =>
  call(ACCESS_LOG_ENDPOINTS.person, { query: { personKey, cursor } });
