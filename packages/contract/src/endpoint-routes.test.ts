import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { endpointsIn, routeTablesIn, urlOf } from './endpoint.ts';

describe('schema-free endpoint tables (what the web build ships)', () => {
  const tables = routeTablesIn(contract);

  it('has every endpoint table, each endpoint reduced to its method, prefix and path', () => {
    const names = Object.keys(contract).filter((name) => name.endsWith('_ENDPOINTS'));
    expect(Object.keys(tables).sort()).toEqual(names.sort());
    // The same endpoints in the same places, nested tables included.
    expect(endpointsIn(tables)).toEqual(
      endpointsIn(contract).map(({ method, prefix, path }) => ({ method, prefix, path })),
    );
    expect(tables.ACCOUNT_ENDPOINTS).toMatchObject({
      guard: { login: { method: 'POST', prefix: contract.ACCOUNT_ENDPOINTS.guard.login.prefix } },
    });
  });

  it('holds no schema, so it serialises to plain JSON and back unchanged', () => {
    expect(JSON.parse(JSON.stringify(tables))).toEqual(tables);
    for (const endpoint of endpointsIn(tables))
      expect(Object.keys(endpoint).sort()).toEqual(['method', 'path', 'prefix']);
    expect(urlOf(endpointsIn(tables)[0]!)).toBe(urlOf(endpointsIn(contract)[0]!));
  });
});
