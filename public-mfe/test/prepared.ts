import type { RenderOptions } from '@safa/remote-types';
import publicServer from '../src/server';

/**
 * The page at `address` as the shell's server prepares it (its status, head and data), its data asked
 * of the test's API; with the form the visitor posted there, and who they are, when `options` say.
 */
export const prepared = (address: string | URL, options: Omit<RenderOptions, 'dataBudgetMs'> = {}) =>
  publicServer({ bffUrl: window.location.origin }).preparePage(new URL(address, window.location.origin), {
    dataBudgetMs: 1000,
    ...options,
  });
