import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contract from './index.ts';
import { endpointsIn, urlOf, type AnswerOf, type BodyOf, type Endpoint, type QueryOf } from './endpoint.ts';

const allEndpoints = () => endpointsIn(contract);

describe('typed endpoints', () => {
  it('gives every call one method and address, defined once', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${urlOf(endpoint)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('carries a body schema only on POST and an answer on every JSON call', () => {
    // Answers that are not JSON envelopes: the event stream and file downloads.
    const raw: Endpoint[] = [
      contract.EARLY_WARNING_ENDPOINTS.stream,
      contract.FILE_ENDPOINTS.downloadOrgFile,
      contract.COOPERATION_ORDER_ENDPOINTS.figuresExport,
      contract.RULE_STATISTICS_ENDPOINTS.boardExport,
      contract.REPORT_ENDPOINTS.summaryExport,
      contract.BULLETIN_ENDPOINTS.export,
      contract.COOPERATION_ENDPOINTS.receipt,
      contract.COOPERATION_CENTRE_ENDPOINTS.receipt,
    ];
    for (const endpoint of allEndpoints()) {
      if (endpoint.body) expect(endpoint.method).toBe('POST');
      if (!raw.includes(endpoint)) expect(endpoint.answer, urlOf(endpoint)).toBeDefined();
    }
  });

  it('infers input and answer types from the schemas', () => {
    type Endpoints = typeof contract.EARLY_WARNING_ENDPOINTS;
    expectTypeOf<AnswerOf<Endpoints['info']>>().toEqualTypeOf<contract.WarningDetail>();
    expectTypeOf<QueryOf<Endpoints['info']>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<BodyOf<Endpoints['sign']>>().toEqualTypeOf<{ assignmentId: string; version: number }>();
    expectTypeOf<AnswerOf<typeof contract.ACCOUNT_ENDPOINTS.guard.login>>().toEqualTypeOf<contract.GuardLoginResult>();
  });
});
