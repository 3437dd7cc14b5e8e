import { ORG_ENDPOINTS, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginGuard } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
});
afterAll(() => t.close());

const children = (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${urlOf(ORG_ENDPOINTS.children)}${query}`,
    headers: { authorization: token },
  });

describe('GET /api/guard/org/v2/children', () => {
  it('lists the districts under the centre by default, without partners', async () => {
    const response = await children();
    expect(response.statusCode).toBe(200);
    const nodes = response.json().data;
    expect(nodes.map((n: { id: string }) => n.id)).toEqual(['org-d1', 'org-d2', 'org-d3', 'org-d4', 'org-d5']);
    expect(nodes[0]).toEqual({ id: 'org-d1', name: '东湖区分局', level: 2, kind: 'district', hasChildren: true });
  });

  it('lists the children of a parent; communities have none', async () => {
    const nodes = (await children('?parentId=org-d1-s1')).json().data;
    expect(nodes).toHaveLength(5);
    expect(nodes[0]).toMatchObject({ id: 'org-d1-s1-c1', kind: 'community', hasChildren: false });
  });

  it('searches names across the tree, partners excluded, at most 50', async () => {
    const found = (await children(`?keyword=${encodeURIComponent('湖滨')}`)).json().data;
    expect(found[0]).toMatchObject({ id: 'org-d1-s1', name: '湖滨街道' });
    expect(found.length).toBe(6);
    expect((await children(`?keyword=${encodeURIComponent('江澜')}`)).json().data).toEqual([
      expect.objectContaining({ kind: 'centre' }),
    ]);
    expect((await children(`?keyword=${encodeURIComponent('社区')}`)).json().data).toHaveLength(50);
    expect((await children('?keyword=%25')).json().data).toEqual([]);
  });
});
