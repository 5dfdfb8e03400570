// @ts-check
import shared from '../tooling/stryker.config.mjs';

/**
 * The shell's page cache (which rendered page a request is answered with, and when it is rendered
 * anew), mutated against its own unit tests alone: the server's tests over HTTP start a fake remote
 * and BFF, which every mutant would have to wait for.
 */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared,
  jest: { configFile: 'jest.config.js', config: { testMatch: ['<rootDir>/test/server/page-cache.test.ts'] } },
  mutate: ['server/rendering/page-cache.ts'],
  // The test names its Node environment in a docblock, which Stryker cannot swap for one that reports
  // each test's coverage: every mutant runs the file's few tests instead (a couple of seconds).
  coverageAnalysis: 'off',
};
