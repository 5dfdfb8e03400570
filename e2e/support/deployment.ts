/**
 * A deployment store of the public remote of the tests' own, served by the remote's own `npm start`
 * (which publishes its build as the first version), with a shell of its own in front of it. Tests
 * deploy versions of their own making to it and roll it back with the real `safa-deploy`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploymentStore } from '@safa/tooling/deploy/store';
import { REPO_ROOT, startProcess, stopProcess, waitFor } from './stack';

/** A text of the build and what it says in a version made from it, as a change to the code would. */
export interface TextChange {
  from: string;
  to: string;
}

export interface CommandResult {
  status: number | null;
  output: string;
}

const PUBLIC_BUILD = path.join(REPO_ROOT, 'public-mfe', 'dist');

async function scriptsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function rewrite(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

/**
 * A new build of the public remote, made from the real one: `change` applied to every script of its
 * browser and server builds, and its entries marked, so that each build made is a version of its own.
 */
export async function makeBuild(change?: TextChange): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'public-mfe-build-'));
  await cp(PUBLIC_BUILD, folder, { recursive: true });
  if (change) {
    for (const file of await scriptsUnder(folder))
      await rewrite(file, (text) => text.replaceAll(change.from, change.to));
  }
  const mark = `\n// build ${Date.now()} ${Math.random()}\n`;
  for (const entry of ['remoteEntry.js', path.join('server', 'remoteEntry.js')]) {
    await rewrite(path.join(folder, entry), (text) => `${text}${mark}`);
  }
  return folder;
}

/** Runs `safa-deploy <args>` on the store, as `npm run deploy/rollback/deployments` would. */
function runDeployTool(store: string, args: string[]): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'safa-deploy'), args, {
      cwd: path.join(REPO_ROOT, 'public-mfe'),
      env: { ...process.env, DEPLOY_STORE: store },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (status) => resolve({ status, output }));
  });
}

export interface TestDeployment {
  /** Where the store is served, and its folder. */
  url: string;
  folder: string;
  /** The shell in front of it. */
  shellUrl: string;
  /** The current version's id, as the store's pointer names it. */
  current(): Promise<string | undefined>;
  /** Runs the deploy tool on this store (`deploy public --prebuilt <folder>`, `rollback public`, `list public`). */
  run(...args: string[]): Promise<CommandResult>;
  /** Deploys a new build made with `change` through the deploy tool; resolves with its version's id. */
  deploy(change?: TextChange): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the public remote's server on `storePort` with an empty store of its own (so it publishes its
 * build as the first version), and a shell on `shellPort` following it.
 */
export async function startTestDeployment(
  storePort: number,
  shellPort: number,
  shellEnv: Record<string, string>,
): Promise<TestDeployment> {
  const store = await mkdtemp(path.join(tmpdir(), 'public-mfe-store-'));
  const url = `http://127.0.0.1:${storePort}`;
  const shellUrl = `http://127.0.0.1:${shellPort}`;
  const remote = startProcess('public-mfe (test store)', '@safa/public-mfe', {
    PUBLIC_MFE_PORT: String(storePort),
    DEPLOY_STORE: store,
  });
  const shell = startProcess('shell (test store)', '@safa/shell', {
    ...shellEnv,
    SHELL_PORT: String(shellPort),
    PUBLIC_MFE_ORIGIN: url,
  });
  await Promise.all([waitFor(`${url}/current.json`), waitFor(`${shellUrl}/healthz`)]);

  const library = deploymentStore(store);
  const run = (...args: string[]) => runDeployTool(store, args);
  const current = () => library.current();
  return {
    url,
    folder: store,
    shellUrl,
    current,
    run,
    async deploy(change) {
      const build = await makeBuild(change);
      try {
        const result = await run('deploy', 'public', '--prebuilt', build);
        if (result.status !== 0) throw new Error(`the deploy failed:\n${result.output}`);
      } finally {
        await rm(build, { recursive: true, force: true });
      }
      return (await current()) ?? '';
    },
    async close() {
      await Promise.all([stopProcess(shell), stopProcess(remote)]);
      await rm(store, { recursive: true, force: true });
    },
  };
}
