/**
 * `safa-deploy`: publishes a remote's builds as immutable versions in its deployment store, switches
 * its current-version pointer, rolls it back, lists the versions, and serves the store.
 * Run through each remote's npm scripts (deploy, rollback, deployments, start); see README.md.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import services from '../services.json';
import { type BuildSource, buildSource } from './build-identity';
import { formatDeployments } from './listing';
import {
  DeploymentRefused,
  listDeployments,
  prune,
  publishBuild,
  type RemoteContext,
  rollbackTarget,
  switchTo,
} from './operations';
import { shellSharedVersions } from './shared-versions';
import { deploymentStore } from './store';
import { storeRequestHandler } from './store-server';

const USAGE = `Usage: safa-deploy <command> <public|admin> [options]

  deploy     builds the remote, publishes the build as a new version and makes it current
               --prebuilt <folder>  publishes that build instead of building
  rollback   makes the version current before the last switch current again (no build)
               --to <version>       makes that version current instead
  list       the versions, newest first, with their time and commit; * marks the current one
  serve      serves the store on the remote's port, publishing dist/ first when the store is empty
               --publish-new        publishes dist/ whenever it is not in the store yet

Environment: DEPLOY_STORE (the store's folder, default ./deployments), DEPLOY_KEEP_VERSIONS
(versions kept besides those younger than a day, default 10), DEPLOY_COMMIT (the commit of a build
made without the repository's history), DEPLOY_STORE_HOST (the address serve listens on, default
127.0.0.1: this machine alone) and the remote's port variable (PUBLIC_MFE_PORT, ADMIN_MFE_PORT).`;

type RemoteKey = 'public' | 'admin';
const isRemoteKey = (value: string | undefined): value is RemoteKey =>
  value === 'public' || value === 'admin';

const BUILD_FOLDER = 'dist';
const DEFAULT_KEEP_VERSIONS = 10;
/** The shell on the same machine reads the store; other machines only when told (a container's network). */
const DEFAULT_HOST = '127.0.0.1';

function keepVersions(value: string | undefined): number {
  const parsed = Number(value ?? DEFAULT_KEEP_VERSIONS);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new DeploymentRefused(`DEPLOY_KEEP_VERSIONS must be a whole number of at least 1, got "${value}"`);
  }
  return parsed;
}

function build(): void {
  console.log('Building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new DeploymentRefused('the build failed.');
}

async function deploy(context: RemoteContext, buildFolder: string, source: BuildSource, keep: number) {
  const { id, published } = await publishBuild(context, buildFolder, source);
  const { previous } = await switchTo(context, id);
  console.log(
    published
      ? `Published ${context.remote} ${id}.`
      : `${context.remote} ${id} was published before: the same build.`,
  );
  console.log(
    previous === id
      ? `${id} is current.`
      : `${id} is now current (was ${previous ?? 'none'}). The shell follows within seconds.`,
  );
  const gone = await prune(context, keep);
  if (gone.length > 0) console.log(`Removed old versions: ${gone.join(', ')}.`);
}

async function serve(
  context: RemoteContext,
  remote: RemoteKey,
  publishNew: boolean,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  if (publishNew || !(await context.store.current())) {
    try {
      const { id, published } = await publishBuild(
        context,
        BUILD_FOLDER,
        buildSource('.', env.DEPLOY_COMMIT),
      );
      if (published) {
        await switchTo(context, id);
        console.log(`Published ${context.remote} ${id} from ${BUILD_FOLDER}/ and made it current.`);
      }
    } catch (error) {
      // A build the gate refuses must not take the versions already published offline.
      if (!(error instanceof DeploymentRefused)) throw error;
      console.error(`Refused: ${error.message}\nThe store is served as it is.`);
    }
  }
  const { portVariable, port: defaultPort } = services[remote];
  const port = Number(env[portVariable] ?? defaultPort);
  const host = env.DEPLOY_STORE_HOST || DEFAULT_HOST;
  const handle = storeRequestHandler(context.store);
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`${context.remote} store: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.listen(port, host, async () =>
    console.log(
      `Serving ${context.remote} ${(await context.store.current()) ?? '(nothing deployed)'} from ${context.store.root} on port ${port} of ${host}`,
    ),
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      prebuilt: { type: 'string' },
      to: { type: 'string' },
      'publish-new': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, remote] = positionals;
  if (values.help || !command || !isRemoteKey(remote)) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const context: RemoteContext = {
    store: deploymentStore(path.resolve(env.DEPLOY_STORE ?? 'deployments')),
    remote: services[remote].remote,
    sharedVersions: shellSharedVersions,
  };
  switch (command) {
    case 'deploy': {
      const keep = keepVersions(env.DEPLOY_KEEP_VERSIONS);
      if (!values.prebuilt) build();
      await deploy(context, values.prebuilt ?? BUILD_FOLDER, buildSource('.', env.DEPLOY_COMMIT), keep);
      return;
    }
    case 'rollback': {
      const { id, previous } = await switchTo(context, await rollbackTarget(context, values.to));
      console.log(
        `${context.remote} ${id} is now current (was ${previous}). The shell follows within seconds.`,
      );
      return;
    }
    case 'list':
      console.log(
        formatDeployments(
          context.remote,
          await listDeployments(context),
          (await context.store.pointer())?.previous,
        ),
      );
      return;
    case 'serve':
      await serve(context, remote, values['publish-new'], env);
      return;
    default:
      console.log(USAGE);
      process.exitCode = 2;
  }
}

main(process.argv.slice(2), process.env).catch((error: unknown) => {
  if (error instanceof DeploymentRefused) console.error(`Refused: ${error.message}\nNothing was changed.`);
  else console.error(error);
  process.exitCode = 1;
});
