/** Jest for the frontend: SWC transform, jsdom with structuredClone, fake IndexedDB for Dexie. */
const importMetaEnv = JSON.stringify({
  MODE: 'test',
  DEV: false,
  PROD: false,
  SSR: false,
  BASE_URL: '/',
  VITE_BOT_CHECK_SITE_KEY: '',
});

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest/jsdom-environment.mjs',
  // Typing into Fluent fields under userEvent is slow on a loaded 2-core machine.
  testTimeout: 15_000,
  // A worker keeps every module it loaded; after a test file, one above this is started anew (the
  // whole suite in two workers reached V8's 4 GB heap limit without it).
  workerIdleMemoryLimit: '1536MB',
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|less|scss)$': '<rootDir>/jest/styleStub.ts',
    '\\.(svg|png|jpg|jpeg|webp|gif)(\\?.*)?$': '<rootDir>/jest/fileStub.ts',
    '^virtual:pwa-register$': '<rootDir>/jest/pwaRegisterStub.ts',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic' },
            optimizer: { globals: { vars: { 'import.meta.env': importMetaEnv } } },
          },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Dexie and a few ESM-only packages must be transformed for CommonJS jest.
  transformIgnorePatterns: ['/node_modules/(?!(dexie|fake-indexeddb|openapi-fetch)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
