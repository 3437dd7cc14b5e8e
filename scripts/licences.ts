// The production dependencies' licences (issue 24 item 7): every package the workspaces need at run
// time, found the way Node resolves them in the installed tree (what `npm sbom --omit dev` lists), each
// licence checked against an allow-list. `node --import tsx scripts/licences.ts` prints the table and
// exits 1 on a licence nobody has reviewed.
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** Permissive licences (SPDX ids) the platform may ship without a review. */
export const ALLOWED_LICENCES: ReadonlySet<string> = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
  'Zlib',
]);

/**
 * Packages whose licence field is missing or not an SPDX id, reviewed one by one: the reason is what
 * the review found. A package here that leaves the tree fails the test, so the list does not rot.
 */
export const REVIEWED_EXCEPTIONS: Readonly<Record<string, string>> = {
  buffers:
    'declares no licence (0.1.1 by James Halliday, substack/node-buffers); only through exceljs → unzipper → binary for the Excel export; replace or confirm with the author before a release',
  chainsaw: '"MIT/X11" is the MIT licence under its older name; only through exceljs → unzipper → binary',
  'gdt-jsapi':
    '浙政钉 (政务钉钉) JSAPI published by the platform without a licence field; the workplace app requires it, used under the platform’s developer terms',
};

export interface ProductionPackage {
  name: string;
  version: string;
  /** The declared licence as an SPDX expression, or null when the package declares none. */
  licence: string | null;
  /** Where it is installed, relative to the root. */
  location: string;
}

interface PackageJson {
  name?: string;
  version?: string;
  private?: boolean;
  workspaces?: string[];
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readPackage = (directory: string): PackageJson =>
  JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as PackageJson;

/** The licence as declared: `license` (string or old `{type}`), else the old `licenses` array (any of them). */
export function declaredLicence(manifest: Pick<PackageJson, 'license' | 'licenses'>): string | null {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license === 'object' && license.type) return license.type;
  const types = (licenses ?? []).map((entry) => entry.type).filter((type): type is string => Boolean(type));
  if (types.length === 0) return null;
  return types.length === 1 ? types[0]! : `(${types.join(' OR ')})`;
}

/**
 * Whether an SPDX expression lets us ship under allowed licences only: `A OR B` needs one side
 * allowed, `A AND B` both, `A WITH exception` as A. Anything unparsable is not allowed.
 */
export function isAllowedExpression(expression: string, allowed: ReadonlySet<string> = ALLOWED_LICENCES): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let position = 0;
  const peek = () => tokens[position];
  // expression := term (OR term)* ; term := factor (AND factor)* ; factor := id [WITH id] | '(' expression ')'
  function factor(): boolean {
    const token = tokens[position++];
    if (token === '(') {
      const value = orExpression();
      if (tokens[position++] !== ')') throw new Error('unbalanced');
      return value;
    }
    if (!token || token === ')' || /^(AND|OR|WITH)$/i.test(token)) throw new Error(`unexpected ${token}`);
    if (peek()?.toUpperCase() === 'WITH') position += 2;
    return allowed.has(token.replace(/\+$/, ''));
  }
  function andExpression(): boolean {
    let value = factor();
    while (peek()?.toUpperCase() === 'AND') {
      position += 1;
      value = factor() && value;
    }
    return value;
  }
  function orExpression(): boolean {
    let value = andExpression();
    while (peek()?.toUpperCase() === 'OR') {
      position += 1;
      value = andExpression() || value;
    }
    return value;
  }
  try {
    const value = orExpression();
    return position === tokens.length && value;
  } catch {
    return false;
  }
}

/** Where Node finds `name` from `directory`: its node_modules, then each parent's, up to the root. */
function resolveFrom(name: string, directory: string, root: string): string | null {
  for (let current = directory; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (current === root || path.dirname(current) === current) return null;
  }
}

function workspaceDirectories(root: string): string[] {
  const patterns = readPackage(root).workspaces ?? [];
  const directories: string[] = [];
  for (const pattern of patterns) {
    // The root's workspaces are `folder/*` globs.
    const base = path.join(root, pattern.replace(/\/\*$/, ''));
    if (!pattern.endsWith('/*')) directories.push(base);
    else
      for (const entry of entriesOf(base)) {
        if (existsSync(path.join(base, entry, 'package.json'))) directories.push(path.join(base, entry));
      }
  }
  return directories;
}

/** A folder's entries, sorted so the walk, and the table, come out the same every time. */
const entriesOf = (directory: string): string[] => (existsSync(directory) ? readdirSync(directory).sort() : []);

/**
 * Every package the workspaces need at run time (dependencies, optional and peer dependencies that
 * are installed), transitively, once per installed copy; the workspaces themselves are not listed.
 * `missing` names required dependencies that are not installed.
 */
export function productionPackages(root: string): { packages: ProductionPackage[]; missing: string[] } {
  const realRoot = realpathSync(root);
  const workspaces = new Set(workspaceDirectories(realRoot).map((directory) => realpathSync(directory)));
  const seen = new Set<string>([realRoot, ...workspaces]);
  const queue = [realRoot, ...workspaces];
  const packages: ProductionPackage[] = [];
  const missing: string[] = [];
  while (queue.length > 0) {
    const directory = queue.shift()!;
    const manifest = readPackage(directory);
    const wanted: [string, boolean][] = [
      ...Object.keys(manifest.dependencies ?? {}).map((name): [string, boolean] => [name, true]),
      ...Object.keys(manifest.optionalDependencies ?? {}).map((name): [string, boolean] => [name, false]),
      // An optional peer is the app's choice (drizzle's database drivers, a type package): needed only when asked for.
      ...Object.keys(manifest.peerDependencies ?? {})
        .filter((name) => !manifest.peerDependenciesMeta?.[name]?.optional)
        .map((name): [string, boolean] => [name, true]),
    ];
    for (const [name, isRequired] of wanted) {
      const found = resolveFrom(name, directory, realRoot);
      if (!found) {
        if (isRequired) missing.push(`${name} (needed by ${path.relative(realRoot, directory) || 'the root'})`);
        continue;
      }
      if (seen.has(found)) continue;
      seen.add(found);
      queue.push(found);
      const dependency = readPackage(found);
      packages.push({
        name: dependency.name ?? name,
        version: dependency.version ?? '',
        licence: declaredLicence(dependency),
        location: path.relative(realRoot, found),
      });
    }
  }
  packages.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
  return { packages, missing };
}

export interface LicenceReport {
  /** Licence (as declared, `none` when absent) → the packages under it. */
  byLicence: Map<string, ProductionPackage[]>;
  /** Not allowed and not reviewed: each fails the check. */
  refused: ProductionPackage[];
  /** Not allowed but reviewed, with the review's reason. */
  reviewed: { pkg: ProductionPackage; reason: string }[];
}

export function checkLicences(
  packages: ProductionPackage[],
  exceptions: Readonly<Record<string, string>> = REVIEWED_EXCEPTIONS,
  allowed: ReadonlySet<string> = ALLOWED_LICENCES,
): LicenceReport {
  const byLicence = new Map<string, ProductionPackage[]>();
  const refused: ProductionPackage[] = [];
  const reviewed: LicenceReport['reviewed'] = [];
  for (const pkg of packages) {
    const key = pkg.licence ?? 'none';
    byLicence.set(key, [...(byLicence.get(key) ?? []), pkg]);
    if (pkg.licence && isAllowedExpression(pkg.licence, allowed)) continue;
    const reason = Object.hasOwn(exceptions, pkg.name) ? exceptions[pkg.name] : undefined;
    if (reason) reviewed.push({ pkg, reason });
    else refused.push(pkg);
  }
  return { byLicence, refused, reviewed };
}

/** The report as text: licence → count and a few names, then the reviewed and refused packages. */
export function formatLicenceReport({ byLicence, refused, reviewed }: LicenceReport): string {
  const lines = ['| licence | packages | examples |', '|---|---|---|'];
  // Counted as the SBOM does, once per name and version (several installed copies are one component).
  const countOf = (packages: ProductionPackage[]) => new Set(packages.map((pkg) => `${pkg.name}@${pkg.version}`)).size;
  const rows = [...byLicence.entries()].sort((a, b) => countOf(b[1]) - countOf(a[1]) || a[0].localeCompare(b[0]));
  for (const [licence, packages] of rows) {
    const count = countOf(packages);
    const names = [...new Set(packages.map((pkg) => pkg.name))];
    lines.push(`| ${licence} | ${count} | ${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''} |`);
  }
  for (const { pkg, reason } of reviewed)
    lines.push(`reviewed: ${pkg.name}@${pkg.version} (${pkg.licence ?? 'none'}): ${reason}`);
  for (const pkg of refused)
    lines.push(`REFUSED: ${pkg.name}@${pkg.version} (${pkg.licence ?? 'no licence'}) at ${pkg.location}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { packages, missing } = productionPackages(path.resolve(import.meta.dirname, '..'));
  const report = checkLicences(packages);
  console.log(formatLicenceReport(report));
  console.log(`${packages.length} production packages`);
  for (const name of missing) console.log(`MISSING: ${name}`);
  if (report.refused.length > 0 || missing.length > 0) process.exitCode = 1;
}
