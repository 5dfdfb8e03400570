import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { deploymentStore } from '../../deploy/store';
import { fakeBuild, temporaryFolder } from './fake-build';

const BIN = path.resolve(__dirname, '..', '..', 'deploy', 'bin.cjs');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A remote's folder as a container or `npm start` has it: its build in dist/. */
function remoteFolder(build: string): string {
  const folder = temporaryFolder('remote');
  mkdirSync(path.join(folder, 'dist'));
  cpSync(build, path.join(folder, 'dist'), { recursive: true });
  return folder;
}

/**
 * Runs `safa-deploy serve public [flags]` in `folder` (with `env` besides its own) until it serves;
 * resolves with its output so far.
 */
async function serve(folder: string, store: string, flags: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [BIN, 'serve', 'public', ...flags], {
    cwd: folder,
    env: {
      ...process.env,
      DEPLOY_STORE: store,
      PUBLIC_MFE_PORT: String(port),
      DEPLOY_COMMIT: 'abc1234',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('on port') && resolve());
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { output, port, url: `http://127.0.0.1:${port}`, stop };
}

/** Whether a connection to `address`:`port` is taken (127.0.0.2: this machine, by another address than 127.0.0.1). */
const answersAt = (address: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, address, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('safa-deploy serve', () => {
  it('publishes the build as the first version of an empty store, then serves it', async () => {
    const store = temporaryFolder('store');
    const served = await serve(remoteFolder(fakeBuild({ text: 'A' })), store);
    try {
      const current = await deploymentStore(store).current();
      expect(current).toMatch(/^abc1234-[0-9a-f]{8}$/);
      expect(served.output).toContain(`Published public_mfe ${current} from dist/ and made it current.`);
      expect(await (await fetch(`${served.url}/current.json`)).json()).toMatchObject({ version: current });
    } finally {
      await served.stop();
    }
  });

  it('leaves a store that has a version as it is; with --publish-new, publishes a new build', async () => {
    const store = temporaryFolder('store');
    const first = await serve(remoteFolder(fakeBuild({ text: 'A' })), store);
    await first.stop();
    const a = await deploymentStore(store).current();

    const again = await serve(remoteFolder(fakeBuild({ text: 'B' })), store);
    await again.stop();
    expect(await deploymentStore(store).current()).toBe(a);

    const image = await serve(remoteFolder(fakeBuild({ text: 'B' })), store, ['--publish-new']);
    await image.stop();
    expect(await deploymentStore(store).current()).not.toBe(a);
    expect(await deploymentStore(store).versions()).toHaveLength(2);
  });

  it('listens on 127.0.0.1 alone unless DEPLOY_STORE_HOST says otherwise (as a container’s network needs)', async () => {
    const store = temporaryFolder('store');
    const local = await serve(remoteFolder(fakeBuild({ text: 'A' })), store);
    try {
      expect(local.output).toContain(`on port ${local.port} of 127.0.0.1`);
      expect(await answersAt('127.0.0.1', local.port)).toBe(true);
      expect(await answersAt('127.0.0.2', local.port)).toBe(false);
    } finally {
      await local.stop();
    }

    const everywhere = await serve(remoteFolder(fakeBuild({ text: 'A' })), store, [], {
      DEPLOY_STORE_HOST: '0.0.0.0',
    });
    try {
      expect(await answersAt('127.0.0.2', everywhere.port)).toBe(true);
    } finally {
      await everywhere.stop();
    }
  });

  it('serves the store as it is when the gate refuses the build', async () => {
    const store = temporaryFolder('store');
    const first = await serve(remoteFolder(fakeBuild({ text: 'A' })), store);
    await first.stop();
    const a = await deploymentStore(store).current();

    const refused = await serve(remoteFolder(fakeBuild({ text: 'B', react: '^18.3.1' })), store, [
      '--publish-new',
    ]);
    try {
      expect(refused.output).toContain('react: the remote requires ^18.3.1, the shell shares 19.3.1');
      expect(refused.output).toContain('The store is served as it is.');
      expect(await (await fetch(`${refused.url}/current.json`)).json()).toMatchObject({ version: a });
    } finally {
      await refused.stop();
    }
  });
});
