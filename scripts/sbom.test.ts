import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductionPackage } from './licences.ts';
import { productionSbom, type CycloneDxBom, type CycloneDxComponent } from './sbom.ts';

const root = path.resolve(import.meta.dirname, '..');
const component = (ref: string, isPrivate = false): CycloneDxComponent => ({
  'bom-ref': ref,
  name: ref.slice(0, ref.lastIndexOf('@')),
  properties: isPrivate ? [{ name: 'cdx:npm:package:private', value: 'true' }] : [],
});
const shipped = (name: string, version: string): ProductionPackage => ({
  name,
  version,
  licence: 'MIT',
  location: `node_modules/${name}`,
});

describe('the production SBOM', () => {
  it('keeps the workspaces and production packages (also those a dev tool shares) and drops dev-only ones', () => {
    const whole: CycloneDxBom = {
      bomFormat: 'CycloneDX',
      metadata: { component: component('afp@0.0.0', true) },
      components: [component('@afp/server@0.0.0', true), component('zod@4.0.0'), component('vitest@4.1.0')],
      dependencies: [
        { ref: 'afp@0.0.0', dependsOn: ['@afp/server@0.0.0', 'vitest@4.1.0'] },
        { ref: '@afp/server@0.0.0', dependsOn: ['zod@4.0.0'] },
        { ref: 'vitest@4.1.0', dependsOn: ['zod@4.0.0'] },
      ],
    };
    const bom = productionSbom(whole, [shipped('zod', '4.0.0')], 'anti-fraud-platform');
    expect(bom.components.map((kept) => kept['bom-ref'])).toEqual(['@afp/server@0.0.0', 'zod@4.0.0']);
    expect(bom.dependencies).toEqual([
      { ref: 'afp@0.0.0', dependsOn: ['@afp/server@0.0.0'] },
      { ref: '@afp/server@0.0.0', dependsOn: ['zod@4.0.0'] },
    ]);
    expect(bom.metadata.component?.name).toBe('anti-fraud-platform');
  });

  it('`npm run sbom` writes a CycloneDX document of the shipped packages, offline', { timeout: 60_000 }, () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'afp-sbom-'));
    try {
      const target = path.join(folder, 'afp.cdx.json');
      const run = spawnSync('npm', ['run', '--silent', 'sbom', '--', target], { cwd: root, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const bom = JSON.parse(readFileSync(target, 'utf8')) as CycloneDxBom;
      expect(bom.bomFormat).toBe('CycloneDX');
      const refs = bom.components.map((kept) => kept['bom-ref']);
      expect(refs).toContain('@afp/server@0.0.0');
      expect(refs.some((ref) => ref.startsWith('fastify@'))).toBe(true);
      // npm's own --omit dev loses these (npm/cli#7909): a dev tool uses them too.
      expect(refs.some((ref) => ref.startsWith('zod@'))).toBe(true);
      expect(refs.some((ref) => ref.startsWith('react@'))).toBe(true);
      expect(refs.some((ref) => ref.startsWith('vitest@') || ref.startsWith('vite@'))).toBe(false);
      expect(run.stdout).toContain('| MIT |');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
