import unitTests from './jest.unit.config.js';

/**
 * Two projects: pure modules (test/unit) need nothing but Node; everything else talks HTTP to the app
 * over a real MongoDB, found by the global setup.
 * @type {import('jest').Config}
 */
export default {
  testTimeout: 30_000,
  projects: [
    unitTests,
    {
      ...unitTests,
      displayName: 'bff',
      roots: ['<rootDir>/test'],
      testPathIgnorePatterns: ['/test/unit/'],
      globalSetup: '<rootDir>/test/support/mongo-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/mongo-global-teardown.ts',
    },
  ],
};
