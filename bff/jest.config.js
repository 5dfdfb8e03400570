const shared = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // jose ships ESM only; let swc turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
};

/**
 * Two projects: pure modules (test/unit) need nothing but Node; everything else talks HTTP to the app
 * over a real MongoDB, found by the global setup.
 * @type {import('jest').Config}
 */
export default {
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: 'bff unit', roots: ['<rootDir>/test/unit'] },
    {
      ...shared,
      displayName: 'bff',
      roots: ['<rootDir>/test'],
      testPathIgnorePatterns: ['/test/unit/'],
      globalSetup: '<rootDir>/test/support/mongo-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/mongo-global-teardown.ts',
    },
  ],
};
