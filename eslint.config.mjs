import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // Calls are typed from the OpenAPI document at the call site: `api.get('/api/…')`.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../*'], message: 'Use the @/ path alias.' }],
          paths: [
            {
              name: '@/api/client',
              importNames: ['apiFetch'],
              message: "Use api.get/post/… from '@/api/typed' (typed from backend/openapi.json).",
            },
          ],
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
    files: ['bench/**/*.mjs', 'scripts/**/*.mjs', 'frontend/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
