// @ts-check
/**
 * StrykerJS for the package it runs in (`npm run mutation` at the root runs it in every package that
 * has a `mutation` script): mutates that package's src/ and runs its own Jest tests with its own
 * jest.config.js, unless its stryker.config.mjs narrows both (bff, public-mfe, shell). A run fails
 * below 80 % of mutants killed. Not part of `npm test`: it takes minutes.
 */

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { configFile: 'jest.config.js' },
  mutate: ['src/**/*.ts'],
  coverageAnalysis: 'perTest',
  // Stryker rewrites the `extends` of the tsconfig.json it finds in its sandbox with TypeScript's
  // JavaScript API, which TypeScript 7 no longer has. Nothing in a run reads that file (swc strips the
  // types; no checker plugin is enabled), so it stays out of the sandbox, as does what a build leaves.
  ignorePatterns: ['/tsconfig.json', '/dist', '/dist-server', '/deployments'],
  reporters: ['clear-text', 'progress-append-only', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: 80 },
  // Used only with --incremental.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
