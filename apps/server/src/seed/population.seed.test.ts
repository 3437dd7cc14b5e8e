import { describe, expect, it } from 'vitest';
import { createPersonKey, DEV_PERSON_KEY_SECRET } from '../core/personal-data.ts';
import { buildDemoResidents, DEMO_RESIDENT } from './population.seed.ts';

const communities = ['org-d1-s1-c1', 'org-d1-s1-c2', 'org-d2-s1-c1'].map((id) => ({
  id,
  path: `/org-centre/${id.slice(0, 6)}/${id.slice(0, 9)}/${id}/`,
  name: `${id}社区`,
}));
const options = {
  communities,
  count: 300,
  now: new Date('2026-06-01T00:00:00Z'),
  personKeyOf: createPersonKey(DEV_PERSON_KEY_SECRET),
};

describe('buildDemoResidents', () => {
  it('is the same on every run, spread over the given communities', () => {
    const residents = buildDemoResidents(options);
    expect(buildDemoResidents(options)).toEqual(residents);
    expect(new Set(residents.map((r) => r.orgId))).toEqual(new Set(communities.map((c) => c.id)));
    expect(residents.every((r) => r.orgPath === communities.find((c) => c.id === r.orgId)?.path)).toBe(true);
  });

  it('keeps numbers only masked and keyed, and places the demo resident in the demo community', () => {
    const [first, ...rest] = buildDemoResidents(options);
    expect(first).toMatchObject({ name: DEMO_RESIDENT.name, orgId: DEMO_RESIDENT.orgId, phoneMasked: '137****0001' });
    expect(first?.address).toMatch(new RegExp(`^${DEMO_RESIDENT.orgId}社区`));
    expect(first?.phoneKey).toBe(options.personKeyOf({ name: '', phone: DEMO_RESIDENT.phone }));
    expect(
      rest.every((r) => /^1\d{2}\*{4}\d{4}$/.test(r.phoneMasked) && /^\d{3}\*{11}[\dX]{4}$/.test(r.idNumberMasked)),
    ).toBe(true);
    expect(rest.some((r) => r.tags?.includes('ELDERLY_ALONE'))).toBe(true);
  });
});
