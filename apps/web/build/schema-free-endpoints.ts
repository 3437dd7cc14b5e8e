import { fileURLToPath } from 'node:url';
import { parseAst, runnerImport, type Plugin } from 'vite';

const CONTRACT = '@afp/contract';
const CONTRACT_INDEX = fileURLToPath(new URL('../../../packages/contract/src/index.ts', import.meta.url));
const VIRTUAL_ID = '\0afp-contract-schema-free';

type ContractExports = Record<string, unknown> & {
  routeTablesIn: (moduleExports: Record<string, unknown>) => Record<string, unknown>;
};

/**
 * The module the web build ships for `@afp/contract`: the whole contract, with its endpoint
 * tables replaced by their schema-free twins (a module's own exports take precedence over
 * `export *`). Types still come from the contract itself.
 */
export function schemaFreeContractModule(contractIndex: string, routeTables: Record<string, unknown>): string {
  const tables = Object.entries(routeTables).map(
    ([name, table]) => `export const ${name} = /* @__PURE__ */ Object.freeze(${JSON.stringify(table)});`,
  );
  return [`export * from ${JSON.stringify(contractIndex)};`, ...tables].join('\n');
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Whether evaluating the expression calls anything (functions defined in it are not called). */
function callsSomething(node: Node): boolean {
  if (/^(?:Call|New|TaggedTemplate)Expression$/.test(node.type)) return true;
  if (/Function/.test(node.type)) return false;
  return Object.values(node).some((child) =>
    Array.isArray(child)
      ? child.some((item) => isNode(item) && callsSomething(item))
      : isNode(child) && callsSomething(child),
  );
}

/**
 * Marks the module's top-level `const`/`let` values that are computed by calls as pure (each
 * computed in an annotated arrow called at once, in the same order as before), so the bundler
 * leaves out those the app never reads. The contract's declarations only build schemas, tables
 * and constants; zod's calls are not known to be pure, so without this one constant imported
 * from a contract module keeps every schema of that module, and zod with them.
 */
export function pureTopLevelValues(code: string): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const values = program.body
    .map((statement) =>
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement,
    )
    .filter((statement): statement is Node => statement?.type === 'VariableDeclaration')
    .flatMap((declaration) => (declaration.declarations as { init: Node | null }[]).map(({ init }) => init))
    .filter((init): init is Node => init !== null && callsSomething(init));
  let result = code;
  for (const init of values.reverse()) {
    result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => (${result.slice(init.start, init.end)}))()${result.slice(init.end)}`;
  }
  return result;
}

const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!schema-runtime\.ts$)[^\\/]+\.ts$/;

/**
 * The web calls the API by method, prefix and path only (lib/api-client.ts); the contract's
 * endpoint tables also hold the zod schemas the server validates with, so importing a table would
 * bring zod (~25 KB gz) into every page that calls the API. The build derives the schema-free
 * tables from the contract itself (`routeTablesIn`, one source of truth) when it starts, and
 * resolves the app's `@afp/contract` to them; zod then comes only with pages using a schema.
 */
export function schemaFreeEndpoints(): Plugin[] {
  let source = '';
  const tables: Plugin = {
    name: 'afp-schema-free-endpoints',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the package to its index.
    enforce: 'pre',
    async buildStart() {
      const { module } = await runnerImport<ContractExports>(CONTRACT_INDEX, { configFile: false, logLevel: 'error' });
      source = schemaFreeContractModule(CONTRACT_INDEX, module.routeTablesIn(module));
    },
    resolveId(id) {
      return id === CONTRACT ? VIRTUAL_ID : undefined;
    },
    load(id) {
      return id === VIRTUAL_ID ? source : undefined;
    },
  };
  const pureValues: Plugin = {
    name: 'afp-contract-pure-values',
    apply: 'build',
    // After TypeScript has been stripped.
    enforce: 'post',
    transform(code, id) {
      return CONTRACT_MODULE.test(id) ? { code: pureTopLevelValues(code), map: null } : undefined;
    },
  };
  return [tables, pureValues];
}
