import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REVIEWED_EXCEPTIONS,
  checkLicences,
  declaredLicence,
  isAllowedExpression,
  productionPackages,
  type ProductionPackage,
} from './licences.ts';

const root = path.resolve(import.meta.dirname, '..');
const pkg = (name: string, licence: string | null): ProductionPackage => ({
  name,
  version: '1.0.0',
  licence,
  location: `node_modules/${name}`,
});

describe('an SPDX expression', () => {
  it.each([
    ['MIT', true],
    ['(MIT OR GPL-3.0-or-later)', true],
    ['(MIT AND Zlib)', true],
    ['Apache-2.0 WITH LLVM-exception', true],
    ['GPL-3.0-only', false],
    ['(MIT AND GPL-2.0-only)', false],
    ['(GPL-2.0-only OR AGPL-3.0-only)', false],
    ['MIT/X11', false],
    ['SEE LICENSE IN LICENSE.txt', false],
    ['UNLICENSED', false],
    ['(MIT', false],
  ])('%s is allowed: %s', (expression, isAllowed) => {
    expect(isAllowedExpression(expression)).toBe(isAllowed);
  });
});

describe('a declared licence', () => {
  it('is read from license, the old {type} object or the old licenses array', () => {
    expect(declaredLicence({ license: 'ISC' })).toBe('ISC');
    expect(declaredLicence({ license: { type: 'MIT' } })).toBe('MIT');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(declaredLicence({})).toBeNull();
  });
});

describe('the licence check', () => {
  it('refuses a licence outside the allow-list and a package without one, unless reviewed', () => {
    const report = checkLicences(
      [pkg('ok', 'MIT'), pkg('copyleft', 'GPL-3.0-only'), pkg('silent', null), pkg('reviewed', null)],
      { reviewed: 'checked by hand' },
    );
    expect(report.refused.map((refused) => refused.name)).toEqual(['copyleft', 'silent']);
    expect(report.reviewed.map(({ pkg: reviewed }) => reviewed.name)).toEqual(['reviewed']);
    expect(report.byLicence.get('none')?.length).toBe(2);
  });
});

describe('the production dependencies installed here', () => {
  const { packages, missing } = productionPackages(root);

  it('carry only allowed or reviewed licences', () => {
    expect(missing).toEqual([]);
    const { refused } = checkLicences(packages);
    expect(refused.map(({ name, version, licence }) => `${name}@${version} ${licence ?? 'no licence'}`)).toEqual([]);
  });

  it('still include every reviewed exception (a package gone from the tree leaves the list)', () => {
    const names = new Set(packages.map(({ name }) => name));
    expect(Object.keys(REVIEWED_EXCEPTIONS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('are exactly the installed packages npm records as not for development in package-lock.json', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; devOptional?: boolean; link?: boolean }>;
    };
    const fromLock = Object.entries(lock.packages)
      .filter(([location, entry]) => location.includes('node_modules/') && !entry.dev && !entry.devOptional)
      .filter(([location, entry]) => !entry.link && existsSync(path.join(root, location, 'package.json')))
      .map(([location]) => location)
      .sort();
    expect(packages.map(({ location }) => location).sort()).toEqual(fromLock);
    // The walk reaches what the server needs at run time and leaves the build tools out.
    const names = new Set(packages.map(({ name }) => name));
    expect(['fastify', 'zod', 'react', 'pg-types'].filter((name) => !names.has(name))).toEqual([]);
    expect(['vite', 'vitest', 'eslint', 'drizzle-kit'].filter((name) => names.has(name))).toEqual([]);
  });
});
