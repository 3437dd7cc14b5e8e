// @ts-check
/**
 * A feature is a module with a public face (docs/architecture.md): from outside
 * `…/src/features/<name>/`, code may import only `features/<name>/index.ts` (or the folder
 * itself). Tables are the one exception for the schema index the migration tool reads — and
 * that index (`schemaIndex`) is for migrations, drizzle's configuration and tests: a feature never
 * imports it, so it reads another feature's data only through what that feature exports.
 */
import path from 'node:path';

const FEATURE = /^(.*\/src\/features\/)([^/]+)(?:\/(.*))?$/;
const PUBLIC_FACE = /^index(\.tsx?)?$/;

/** @param {string} filename */
const featureOf = (filename) => {
  const match = FEATURE.exec(filename.split(path.sep).join('/'));
  return match ? { root: match[1], name: match[2], rest: match[3] ?? '' } : undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its public face (features/<name>/index.ts)' },
    schema: [
      {
        type: 'object',
        properties: {
          allowTablesFrom: { type: 'array', items: { type: 'string' } },
          /** The schema index (repository-relative, without extension) no feature may import. */
          schemaIndex: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport:
        "'{{source}}' reaches into feature '{{feature}}'. Import its public face (features/{{feature}}/index.ts) or move the shared piece to a core folder.",
      tableImport:
        "'{{source}}' is feature '{{feature}}''s table: owners write their tables, others ask — use what features/{{feature}}/index.ts exports (its figures, a lookup).",
      schemaImport:
        "'{{source}}' is the schema index, kept for migrations and tests: import your own tables from their *.table.ts and another feature's data through its public face.",
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const own = featureOf(filename);
    const allowTables = (context.options[0]?.allowTablesFrom ?? []).some((/** @type {string} */ suffix) =>
      filename.endsWith(suffix),
    );
    /** @type {string | undefined} */
    const schemaIndex = context.options[0]?.schemaIndex;
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.posix.resolve(path.posix.dirname(filename), source);
      if (own && schemaIndex && resolved.replace(/\.[jt]s$/, '').endsWith(`/${schemaIndex}`)) {
        context.report({ node, messageId: 'schemaImport', data: { source } });
        return;
      }
      const target = featureOf(resolved);
      if (!target || (own && own.root === target.root && own.name === target.name)) return;
      if (target.rest === '' || PUBLIC_FACE.test(target.rest)) return;
      const isTable = /^[^/]+\.table(\.ts)?$/.test(target.rest);
      if (allowTables && isTable) return;
      const messageId = isTable ? 'tableImport' : 'deepImport';
      context.report({ node, messageId, data: { source, feature: target.name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ ...node, source: /** @type {any} */ (node.source) }),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
