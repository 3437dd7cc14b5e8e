import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import afp from './feature-boundaries.js';

const linter = new Linter({ configType: 'flat', cwd: '/repo' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { afp },
    rules: {
      'afp/feature-boundaries': [
        'error',
        { allowTablesFrom: ['apps/server/src/db/schema.ts'], schemaIndex: 'apps/server/src/db/schema' },
      ],
    },
  },
];

/** The rule's complaints about `code` written in the file `filename` (repository-relative). */
const problemsOf = (code: string, filename: string) =>
  linter.verify(code, config, { filename: `/repo/${filename}` }).map((message) => message.message);

const transferService = 'apps/server/src/features/transfer/transfer.service.ts';

describe('afp/feature-boundaries', () => {
  it('refuses a deep import into another feature', () => {
    const problems = problemsOf(`import { x } from '../early-warning/early-warning.rules.ts';`, transferService);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("reaches into feature 'early-warning'");
  });

  it('refuses re-exports and lazy imports of another feature’s internals, on the web too', () => {
    const page = 'apps/web/src/features/transfer/pages/transfer-list.page.tsx';
    expect(problemsOf(`export { Tag } from '../../information/components/tag';`, page)).toHaveLength(1);
    expect(problemsOf(`const p = () => import('../../auth/pages/login.page');`, page)).toHaveLength(1);
    expect(
      problemsOf(`import { x } from '../features/early-warning/api/queries';`, 'apps/web/src/app/router.tsx'),
    ).toHaveLength(1);
  });

  it('lets a feature use its own files and another feature’s public face', () => {
    const code = [
      `import { a } from './transfer.repository.ts';`,
      `import { b } from '../early-warning/index.ts';`,
      `import { c } from '../early-warning';`,
      `import { d } from '../../core/route.ts';`,
      `import { e } from 'drizzle-orm';`,
    ].join('\n');
    expect(problemsOf(code, transferService)).toEqual([]);
    expect(
      problemsOf(`import { f } from '../api/transfer.queries';`, 'apps/web/src/features/transfer/pages/x.tsx'),
    ).toEqual([]);
  });

  it('lets only the schema index read feature tables directly', () => {
    const code = `export * from '../features/early-warning/early-warning.table.ts';`;
    expect(problemsOf(code, 'apps/server/src/db/schema.ts')).toEqual([]);
    expect(problemsOf(code, 'apps/server/src/seed/seed.ts')).toHaveLength(1);
  });

  it('refuses a feature another feature’s table module: it asks the owner’s face for figures instead', () => {
    const problems = problemsOf(
      `import { warningAssignment } from '../early-warning/early-warning.table.ts';`,
      'apps/server/src/features/rule-statistics/rule-metrics.ts',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("is feature 'early-warning''s table");
  });

  it('refuses a feature the schema index, which stays for migrations, drizzle’s configuration and tests', () => {
    const schemaImports = [
      `import { org, resident } from '../../db/schema.ts';`,
      `import * as schema from '../../db/schema';`,
    ];
    for (const code of schemaImports) {
      const problems = problemsOf(code, 'apps/server/src/features/rule-statistics/rule-statistics.repository.ts');
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('is the schema index');
    }
    // Its own tables, and others' data through their faces, are what a feature imports.
    const own = [
      `import { ledgerEntry } from './rule-statistics.table.ts';`,
      `import { org } from '../org/index.ts';`,
      `import { caseRateFigure } from '../early-warning/index.ts';`,
    ].join('\n');
    expect(problemsOf(own, 'apps/server/src/features/rule-statistics/rule-statistics.repository.ts')).toEqual([]);
    // Outside the features (migrations, seeds, the database client) the index is what it is for.
    expect(problemsOf(`import * as schema from './schema.ts';`, 'apps/server/src/db/client.ts')).toEqual([]);
    expect(problemsOf(`import { org } from '../db/schema.ts';`, 'apps/server/src/seed/seed.ts')).toEqual([]);
  });
});
