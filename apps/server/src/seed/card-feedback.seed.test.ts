import { describe, expect, it } from 'vitest';
import { buildDemoCardRecords, outletNameOf } from './card-feedback.seed.ts';
import { buildDemoOrgs } from './seed.ts';
import type { SeedOrg } from './early-warnings.seed.ts';

const orgs: SeedOrg[] = buildDemoOrgs().map((o) => ({ id: o.id, path: o.path, name: o.name, kind: o.kind }));
const records = buildDemoCardRecords({ orgs, guards: [], count: 200, now: new Date('2026-03-01T08:00:00Z') });

describe('demo card-opening outlets', () => {
  it('read as a sub-branch of the bank in the city, or an operator shop', () => {
    expect(outletNameOf({ cardType: 'BANK', institution: '工商银行' }, '湖滨街道')).toBe('工商银行江澜湖滨支行');
    expect(outletNameOf({ cardType: 'BANK', institution: '江澜银行' }, '湖滨街道')).toBe('江澜银行湖滨支行');
    expect(outletNameOf({ cardType: 'PHONE', institution: '中国移动' }, '望湖街道')).toBe('中国移动望湖营业厅');
  });

  it('belong to the partner of their institution, in the station that answers them', () => {
    for (const record of records) {
      const partner = orgs.find((o) => o.id === record.partnerOrgId)!;
      const station = orgs.find((o) => o.id === record.orgId)!;
      expect(partner.name.startsWith(record.institution), partner.name).toBe(true);
      expect(record.outletName.startsWith(record.institution), record.outletName).toBe(true);
      expect(record.outletName, record.outletName).toContain(station.name.replace('街道', ''));
      expect(record.outletName, record.outletName).toMatch(record.cardType === 'BANK' ? /支行$/ : /营业厅$/);
      expect(record.outletName, record.outletName).not.toMatch(/大学|学院|中学|集团|分支/);
    }
  });
});
