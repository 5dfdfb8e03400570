/** Unit tests of the suite's own support code (the browser it runs in); the journeys run in Playwright. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e-support',
  testEnvironment: 'node',
  roots: ['<rootDir>/support'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
