// @ts-check
/** Jest settings every front end shares: swc for TS/TSX, a DOM with fetch for msw, jest-dom matchers. */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['**/*.test.ts?(x)'],
  // Screen tests type and click like people do; on a busy 2-core CI machine that takes a while.
  testTimeout: 20_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    '\\.(png|jpe?g|webp|gif|svg|otf|woff2?)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
};
