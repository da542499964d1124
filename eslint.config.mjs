import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The frontend's import rules, plus `patterns` for a part of the tree. */
function frontendImports(patterns = []) {
  return {
    patterns: [{ group: ['../../*'], message: 'Use the @/ path alias.' }, ...patterns],
    paths: [
      {
        // Calls are typed from the OpenAPI document at the call site: `api.get('/api/…')`.
        name: '@/api/client',
        importNames: ['apiFetch'],
        message: "Use api.get/post/… from '@/api/typed' (typed from backend/openapi.json).",
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'backend/src/db/migrations/**',
      'frontend/src/api/generated/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.config.{js,mjs,cjs}',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use the @/ path alias.' }] },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', frontendImports()],
    },
  },
  // Imports flow one way (docs/architecture.md, "Feature folders"): app -> features -> shared
  // (api, auth, components, i18n, offline). A feature reaches another only through its index.ts
  // (or its offline.ts, the entity unit another feature's manifest or actions may name).
  ...FEATURES.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        frontendImports([
          {
            // A feature's offline.ts (its entity unit, light by design) is public like its index.
            group: ['@/features/*/**', `!@/features/${feature}/**`, '!@/features/*/offline'],
            message:
              "Import another feature through its index.ts ('@/features/<name>') or its offline.ts.",
          },
          { group: ['@/app/**'], message: 'Features do not import the app (app -> features).' },
        ]),
      ],
    },
  })),
  {
    files: ['frontend/src/{api,auth,components,i18n,offline}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        frontendImports([
          {
            group: ['@/features/**', '@/app/**'],
            message: 'Shared code knows no feature and no app (app -> features -> shared).',
          },
        ]),
      ],
    },
  },
  {
    // vite.config.ts builds these as free of side effects: they may only re-export.
    files: ['frontend/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration, ImportDeclaration[importKind="type"])',
          message:
            "A feature's index.ts only re-exports ('export { x } from …'): no code of its own.",
        },
      ],
    },
  },
  {
    // The typed client is built on apiFetch; its tests call it directly.
    files: ['frontend/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Specs run against their worker's own server (e2e/support/test.ts); Playwright's bare
    // `test` has no server behind its baseURL.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../*'], message: 'Use the @/ path alias.' }],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '@/support/test' (a server per worker).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**/*.mjs', 'scripts/**/*.mjs', 'frontend/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
