// Bundles the BFF's entries for Node. npm packages stay external; the API contract from shared-ui is
// bundled in, so the deployed BFF has no run-time dependency on another workspace.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Chunk names change with their content: start from an empty dist so old chunks do not pile up.
await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/main.ts', local: 'src/local.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@safa/shared-ui/contract': '../shared-ui/src/contract/index.ts' },
  logLevel: 'warning',
});
