// `npm run sbom [file]` (issue 24 item 7): a CycloneDX SBOM of what the platform ships — the production
// dependencies of every workspace — written to dist/afp.cdx.json (build output, not committed: it
// describes one build of the committed package-lock.json), then the licence check of scripts/licences.ts.
//
// npm's own `npm sbom --omit dev` drops a production package that a development package also uses
// (npm/cli#7909: here zod, react, pg-types, tsx …), so npm describes the whole installed tree and the
// components are cut down to the production closure that licences.ts resolves the way Node does.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkLicences, formatLicenceReport, productionPackages, type ProductionPackage } from './licences.ts';

export interface CycloneDxComponent {
  'bom-ref': string;
  name: string;
  version?: string;
  properties?: { name: string; value: string }[];
  [field: string]: unknown;
}

export interface CycloneDxBom {
  bomFormat: 'CycloneDX';
  metadata: {
    component?: CycloneDxComponent;
    properties?: { name: string; value: string }[];
    [field: string]: unknown;
  };
  components: CycloneDxComponent[];
  dependencies?: { ref: string; dependsOn?: string[] }[];
  [field: string]: unknown;
}

const isPrivate = (component: CycloneDxComponent) =>
  component.properties?.some((property) => property.name === 'cdx:npm:package:private' && property.value === 'true') ??
  false;

/**
 * The whole tree's SBOM reduced to the production packages (by `name@version`, npm's bom-ref) and
 * the workspaces (npm marks them private), with the dependency graph among those alone.
 */
export function productionSbom(whole: CycloneDxBom, packages: ProductionPackage[], rootName: string): CycloneDxBom {
  const shipped = new Set(packages.map((pkg) => `${pkg.name}@${pkg.version}`));
  const components = whole.components.filter((component) => shipped.has(component['bom-ref']) || isPrivate(component));
  const kept = new Set(components.map((component) => component['bom-ref']));
  const rootRef = whole.metadata.component?.['bom-ref'];
  if (rootRef) kept.add(rootRef);
  const dependencies = (whole.dependencies ?? [])
    .filter((dependency) => kept.has(dependency.ref))
    .map((dependency) => ({ ...dependency, dependsOn: (dependency.dependsOn ?? []).filter((ref) => kept.has(ref)) }));
  return {
    ...whole,
    metadata: {
      ...whole.metadata,
      // npm names the root after its folder.
      ...(whole.metadata.component ? { component: { ...whole.metadata.component, name: rootName } } : {}),
      properties: [
        ...(whole.metadata.properties ?? []),
        { name: 'afp:scope', value: 'production dependencies of every workspace (devDependencies omitted)' },
      ],
    },
    components,
    dependencies,
  };
}

function main(): void {
  const root = path.resolve(import.meta.dirname, '..');
  const target = path.resolve(process.argv[2] ?? path.join(root, 'dist', 'afp.cdx.json'));
  const npm = spawnSync('npm', ['sbom', '--sbom-format', 'cyclonedx'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (npm.status !== 0) {
    process.stderr.write(npm.stderr);
    throw new Error(`npm sbom failed (exit ${npm.status})`);
  }
  const { packages, missing } = productionPackages(root);
  const rootName = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string }).name;
  const bom = productionSbom(JSON.parse(npm.stdout) as CycloneDxBom, packages, rootName);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(bom, null, 2)}\n`);
  const report = checkLicences(packages);
  console.log(formatLicenceReport(report));
  console.log(
    `${bom.components.length} components (${packages.length} production packages) → ${path.relative(root, target)}`,
  );
  for (const name of missing) console.log(`MISSING: ${name}`);
  if (report.refused.length > 0 || missing.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
