import { describe, expect, it } from 'vitest';
import { PARTNER_KINDS } from './demo-city.ts';
import { buildDemoOrgs } from './seed.ts';

const partners = buildDemoOrgs().filter((o) => o.kind === 'partner');

describe('the demo partners', () => {
  it('are named as the city knows them: national institutions by their city branch, local ones by their own name', () => {
    expect(partners).toHaveLength(PARTNER_KINDS.flatMap((kind) => kind.names).length);
    const byId = (id: string) => partners.find((o) => o.id === id)?.name;
    expect(byId('org-p01')).toBe('工商银行江澜分行');
    expect(byId('org-p16')).toBe('江澜银行');
    expect(byId('org-p17')).toBe('中国移动江澜分公司');
    expect(byId('org-p21')).toBe('支付宝江澜分公司');
    expect(partners.map((o) => o.name)).toContain('江澜大学');
    expect(partners.map((o) => o.name)).toContain('江澜港务集团');
  });

  it('never mix a local name with a branch (江澜大学江澜分支)', () => {
    for (const { name } of partners) {
      expect(name, name).not.toMatch(/分支|^江澜.*江澜/);
      expect(name, name).toMatch(/(银行|分行|分公司|学院|大学|中学|集团|公司|园|城)$/);
    }
    expect(new Set(partners.map((o) => o.name)).size).toBe(partners.length);
  });
});
