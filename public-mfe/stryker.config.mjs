// @ts-check
import shared from '../tooling/stryker.config.mjs';

/**
 * The key of the page an address shows (what the shell's page cache keeps a rendered page under), and
 * how a page reads its parameters, mutated against their own tests alone, not the screens'.
 */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared,
  jest: { configFile: 'jest.config.js', config: { testMatch: ['<rootDir>/src/site/page-key.test.ts'] } },
  mutate: ['src/site/page-key.ts', 'src/site/readings.ts'],
};
