import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { testMongoUri } from './test-app';

const BFF_DIR = path.resolve(__dirname, '..', '..');

export interface RunningBff {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  /** Resolves with the first log line that `match` accepts. */
  waitFor(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/** Starts the production entry (src/main.ts) as its own process, with this environment only. */
export function startBff(env: Record<string, string>): RunningBff {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: BFF_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }> = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text);
    } catch {
      line = { msg: text };
    }
    lines.push(line);
    for (const waiter of waiters.filter((candidate) => candidate.match(line))) waiter.resolve(line);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitFor: (match) =>
      new Promise((resolve, reject) => {
        const found = lines.find(match);
        if (found) return resolve(found);
        waiters.push({ match, resolve });
        exited.then(() => reject(new Error(`the BFF exited; it logged: ${JSON.stringify(lines)}`)));
      }),
  };
}

/** The test MongoDB's URI, naming `databaseName`. */
export function databaseUri(databaseName: string): string {
  const url = new URL(testMongoUri());
  url.pathname = `/${databaseName}`;
  return url.toString();
}
