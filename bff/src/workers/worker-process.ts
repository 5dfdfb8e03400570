import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidInput, TooLarge, UnsupportedType } from '../errors';
import type { AnswerMessage, Sent, TaskMessage } from './worker-messages';

/** An idle worker ends after this long, giving its memory back (it starts again in a fraction of a second). */
const IDLE_MS = 30_000;

/** The refusals a worker may answer, as the BFF throws them. */
const REFUSALS: Record<string, new (message: string) => Error> = { TooLarge, InvalidInput, UnsupportedType };

export interface WorkerEntry {
  /** What the worker is called in errors: 'picture' → "the picture worker stopped". */
  name: string;
  file: string;
  execArgv: string[];
}

/**
 * The entry `fileName` beside the module at `moduleUrl`: TypeScript in the sources (run through tsx),
 * JavaScript once bundled (every entry lies in dist/, beside the chunks that start them).
 */
export function entryBeside(moduleUrl: string, fileName: string, name: string): WorkerEntry {
  const here = fileURLToPath(moduleUrl);
  const extension = path.extname(here);
  return {
    name,
    file: path.join(path.dirname(here), `${fileName}${extension}`),
    execArgv: extension === '.ts' ? ['--import', 'tsx'] : [],
  };
}

interface Waiting<Result> {
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  /** The worker it was sent to: only that worker's end fails it. */
  worker: ChildProcess;
}

/**
 * The BFF's side of a worker process (see serve-tasks.ts): started with the first task, ended after
 * `idleMs` without one and started anew for the next, and ended at once when the task it has in hand
 * is given up. It does not keep the BFF running while idle. `received` turns what crossed the channel
 * back into a result (its Buffers).
 */
export class WorkerProcess<Task, Result> {
  private child: ChildProcess | undefined;
  private readonly waiting = new Map<number, Waiting<Result>>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly entry: WorkerEntry,
    private readonly received: (sent: Sent<Result>) => Result,
    private readonly idleMs = IDLE_MS,
  ) {}

  /** The worker's process id while one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Runs a task; when `signal` aborts first, it rejects with the signal's reason and the worker is ended. */
  async run(task: Task, signal: AbortSignal): Promise<Result> {
    signal.throwIfAborted();
    clearTimeout(this.idleTimer);
    const worker = this.running();
    const id = this.nextId++;
    const answer = new Promise<Result>((resolve, reject) =>
      this.waiting.set(id, { resolve, reject, worker }),
    );
    const giveUp = () => {
      const given = this.waiting.get(id);
      this.waiting.delete(id);
      this.end(worker, 'SIGKILL');
      given?.reject(signal.reason);
    };
    signal.addEventListener('abort', giveUp, { once: true });
    worker.channel?.ref();
    worker.send({ id, task } satisfies TaskMessage<Task>);
    try {
      return await answer;
    } finally {
      signal.removeEventListener('abort', giveUp);
    }
  }

  private running(): ChildProcess {
    if (this.child) return this.child;
    const { file, execArgv, name } = this.entry;
    const worker = fork(file, [], { execArgv, serialization: 'advanced', stdio: 'inherit' });
    worker.on('message', (answer: AnswerMessage<Result>) => this.answered(answer));
    worker.on('exit', (code, signal) => {
      if (this.child === worker) this.child = undefined;
      const failure = new Error(`the ${name} worker stopped (${signal ?? `exit code ${code}`})`);
      for (const [id, task] of this.waiting) {
        if (task.worker !== worker) continue;
        this.waiting.delete(id);
        task.reject(failure);
      }
    });
    worker.unref();
    worker.channel?.unref();
    this.child = worker;
    return worker;
  }

  /** Ends a worker; the next task goes to a new one at once, whether or not this one has exited yet. */
  private end(worker: ChildProcess, signal: NodeJS.Signals): void {
    if (this.child === worker) this.child = undefined;
    worker.kill(signal);
  }

  private answered(answer: AnswerMessage<Result>): void {
    const task = this.waiting.get(answer.id);
    if (!task) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) {
      task.worker.channel?.unref();
      this.idleTimer = setTimeout(() => this.end(task.worker, 'SIGTERM'), this.idleMs);
      this.idleTimer.unref();
    }
    if ('result' in answer) {
      task.resolve(this.received(answer.result));
    } else {
      const Refusal = answer.error.refusal ? REFUSALS[answer.error.refusal] : undefined;
      task.reject(Refusal ? new Refusal(answer.error.message) : new Error(answer.error.message));
    }
  }
}
