// @ts-check
/**
 * StrykerJS for the package it runs in (`npm run mutation` at the root runs it in contract and
 * api-client): mutates that package's src/ and runs its own Jest tests with its own jest.config.js.
 * A run fails below 80 % of mutants killed. Not part of `npm test`: it takes minutes.
 */

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { configFile: 'jest.config.js' },
  mutate: ['src/**/*.ts'],
  coverageAnalysis: 'perTest',
  // Stryker cannot read TypeScript 7's tsconfig; a file that does not exist skips its tsconfig step
  // (swc strips the types, so the sandbox needs no rewritten tsconfig).
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: 80 },
  // Used only with --incremental.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
