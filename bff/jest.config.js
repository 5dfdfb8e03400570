/** @type {import('jest').Config} */
export default {
  displayName: 'bff',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // jose ships ESM only; let swc turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  globalSetup: '<rootDir>/test/support/mongo-global-setup.ts',
  globalTeardown: '<rootDir>/test/support/mongo-global-teardown.ts',
  testTimeout: 30_000,
};
