/** Backend tests: unit specs beside the code (*.spec.ts), HTTP/integration specs under test/ (*.int-spec.ts). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  transform: { '^.+\\.(t|j|mj|cj)s$': swc },
  // NestJS 12 and a few dependencies ship ESM only; transform them to CommonJS for jest.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@electric-sql|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|content-disposition|cookie|archiver|zip-stream|compress-commons|crc32-stream|is-stream)/)',
  ],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@test/(.*)$': '<rootDir>/test/$1' },
  globalSetup: '<rootDir>/test/utils/global-setup.ts',
  globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
