import { describe, expect, it } from 'vitest';
import { createPersonKey, DEV_PERSON_KEY_SECRET } from '../core/personal-data.ts';
import { buildDemoGullible, DEMO_GULLIBLE } from './gullible.seed.ts';

const communities = ['org-d1-s1-c1', 'org-d1-s1-c2', 'org-d2-s1-c1'].map((id) => ({
  id,
  path: `/org-centre/${id.slice(0, 6)}/${id.slice(0, 9)}/${id}/`,
  name: `${id}社区`,
}));
const personKeyOf = createPersonKey(DEV_PERSON_KEY_SECRET);
const owner = {
  personKey: personKeyOf({ name: '甲', idNumber: '110101199003071234' }),
  hasIdNumber: true,
  name: '甲乙丙',
  idNumber: '110101199003071234',
  phone: '13912345678',
  bankCard: '6222021234567890123',
  address: '某地',
  birthYear: 1950,
  orgId: 'org-d1-s1-c1',
};
const options = {
  communities,
  guards: [{ id: 'g1', orgId: 'org-d1-s1-c1', roleType: 1 }],
  circleOwners: [owner],
  count: 200,
  now: new Date('2026-06-01T00:00:00Z'),
  personKeyOf,
};

describe('buildDemoGullible', () => {
  it('is the same on every run and keeps numbers masked, with the whole phone only as the contact number', () => {
    const data = buildDemoGullible(options);
    expect(buildDemoGullible(options)).toEqual(data);
    expect(data.persons).toHaveLength(202);
    expect(data.persons.every((p) => /\*{4}/.test(p.phoneMasked) && /\*{4}/.test(p.idNumberMasked))).toBe(true);
    expect(new Set(data.persons.map((p) => p.id)).size).toBe(data.persons.length);
  });

  it('places the journey person without a circle and the warning owners with their person key', () => {
    const data = buildDemoGullible(options);
    const demo = data.persons.find((p) => p.id === DEMO_GULLIBLE.id)!;
    expect(demo).toMatchObject({ orgId: DEMO_GULLIBLE.orgId, contactPhone: DEMO_GULLIBLE.phone, guardId: 'g1' });
    expect(demo.personKey).toBe(personKeyOf({ name: DEMO_GULLIBLE.name, idNumber: DEMO_GULLIBLE.idNumber }));
    expect(data.members.some((m) => m.ownerPersonKey === demo.personKey)).toBe(false);
    const fromWarning = data.persons.find((p) => p.personKey === owner.personKey)!;
    expect(fromWarning).toMatchObject({ source: 'WARNING', circleJoined: true });
    expect(data.events.some((e) => e.personId === fromWarning.id && e.kind === 'WARNING_PUSH')).toBe(true);
    expect(new Set(data.members.map((m) => m.status))).toEqual(new Set(['ACTIVE', 'INVITED', 'DECLINED', 'REMOVED']));
  });
});
