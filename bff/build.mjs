// Bundles the BFF's entries for Node. npm packages stay external (installed beside it); the
// workspace's own packages (@safa/contract) are TypeScript sources and are bundled in, so the
// deployed BFF needs no other workspace at run time.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

/** Leaves every bare import but the workspace's own to Node's resolution at run time. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@safa/') ? undefined : { path, external: true },
    );
  },
};

// Chunk names change with their content: start from an empty dist so old chunks do not pile up.
await rm('dist', { recursive: true, force: true });
await build({
  // The picture and PDF workers are processes of their own, each found beside the chunk that starts it.
  entryPoints: {
    server: 'src/main.ts',
    local: 'src/local.ts',
    'picture-worker': 'src/modules/media/picture-worker.ts',
    'pdf-worker': 'src/modules/private-files/pdf-cleaning/pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
