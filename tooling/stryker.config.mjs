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
  // The sandbox copy leaves out the package's tsconfig.json: nothing in a run reads it (swc strips the
  // types without it), and Stryker would rewrite its `extends` with TypeScript's JavaScript API, which
  // TypeScript 7 no longer has (Stryker only rewrites a tsconfig it finds in the sandbox).
  ignorePatterns: ['/tsconfig.json'],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: 80 },
  // Used only with --incremental.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
