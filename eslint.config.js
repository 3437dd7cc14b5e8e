// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import afp from './eslint-rules/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', '.test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'eslint-rules/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Features meet only through each other's public face (docs/architecture.md, "Modules").
    files: ['apps/*/src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { afp },
    rules: {
      'afp/feature-boundaries': [
        'error',
        { allowTablesFrom: ['apps/server/src/db/schema.ts'], schemaIndex: 'apps/server/src/db/schema' },
      ],
    },
  },
  {
    // The schema index stays for migrations, drizzle's configuration and tests (a test sets up any table).
    files: ['apps/*/src/**/*.test.{ts,tsx}'],
    plugins: { afp },
    rules: { 'afp/feature-boundaries': ['error', { allowTablesFrom: ['apps/server/src/db/schema.ts'] }] },
  },
  {
    // Tests read JSON answers loosely; strict any-checks there would only add casts.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'apps/server/src/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Dependency rule: the web app talks to the server only over HTTP, through the contract.
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/apps/server/**', '@afp/server*'],
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['DatePicker'],
              message: 'Use components/date-picker: its columns read 年/月/日 (and 时/分).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@afp/web*'] }] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@afp/server*', '@afp/web*', 'fastify', 'react'] }],
    },
  },
  {
    files: ['**/*.js', 'scripts/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
