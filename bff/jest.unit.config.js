/**
 * The tests of the pure modules (test/unit): Node only, no database. A file of its own so that
 * Stryker (stryker.config.mjs) runs these tests alone; jest.config.js runs them as its first project.
 * @type {import('jest').Config}
 */
export default {
  displayName: 'bff unit',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/unit'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // jose and mrz ship ESM only; let swc turn them into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(jose|mrz)/)'],
};
