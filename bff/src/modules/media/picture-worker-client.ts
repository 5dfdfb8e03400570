import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidInput, TooLarge } from '../../errors';
import type { EncodedPicture } from './picture-encoder';
import { asBuffer, type WorkerAnswer, type WorkerTask } from './picture-worker-messages';

/** An idle worker ends after this long, giving its memory back (it starts again in a fraction of a second). */
const IDLE_MS = 30_000;

/** The refusals of a picture the worker may answer, as the BFF throws them. */
const REFUSALS: Record<string, new (message: string) => Error> = { TooLarge, InvalidInput };

/** The worker's entry beside this module: TypeScript in the sources (run through tsx), JavaScript once bundled. */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const extension = path.extname(here);
  return {
    file: path.join(path.dirname(here), `picture-worker${extension}`),
    execArgv: extension === '.ts' ? ['--import', 'tsx'] : [],
  };
}

const received = <T extends { bytes: Uint8Array }>(file: T) => ({ ...file, bytes: asBuffer(file.bytes) });

interface Task {
  resolve: (encoded: EncodedPicture) => void;
  reject: (error: Error) => void;
  /** The worker it was sent to: only that worker's end fails it. */
  worker: ChildProcess;
}

/**
 * The BFF's side of the picture worker: started on the first picture, given one picture at a time
 * (the queue sees to that), ended after IDLE_MS without one, and started anew for the next. It does
 * not keep the BFF running while idle.
 */
export class PictureWorker {
  private child: ChildProcess | undefined;
  private readonly waiting = new Map<number, Task>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs = IDLE_MS) {}

  /** The worker's process id while one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Encodes a picture; when `signal` aborts first, the worker is ended, and started anew for the next. */
  async encode(bytes: Buffer, contentType: string, signal: AbortSignal): Promise<EncodedPicture> {
    signal.throwIfAborted();
    clearTimeout(this.idleTimer);
    const worker = this.running();
    const id = this.nextId++;
    const giveUp = () => this.end(worker, 'SIGKILL');
    signal.addEventListener('abort', giveUp, { once: true });
    try {
      return await new Promise<EncodedPicture>((resolve, reject) => {
        this.waiting.set(id, { resolve, reject, worker });
        worker.channel?.ref();
        worker.send({ id, bytes, contentType } satisfies WorkerTask);
      });
    } finally {
      signal.removeEventListener('abort', giveUp);
    }
  }

  private running(): ChildProcess {
    if (this.child) return this.child;
    const { file, execArgv } = workerEntry();
    const worker = fork(file, [], { execArgv, serialization: 'advanced', stdio: 'inherit' });
    worker.on('message', (answer: WorkerAnswer) => this.answered(answer));
    worker.on('exit', (code, signal) => {
      if (this.child === worker) this.child = undefined;
      const failure = new Error(`the picture worker stopped (${signal ?? `exit code ${code}`})`);
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

  /** Ends a worker; the next picture goes to a new one at once, whether or not this one has exited yet. */
  private end(worker: ChildProcess, signal: NodeJS.Signals): void {
    if (this.child === worker) this.child = undefined;
    worker.kill(signal);
  }

  private answered(answer: WorkerAnswer): void {
    const task = this.waiting.get(answer.id);
    if (!task) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) {
      task.worker.channel?.unref();
      this.idleTimer = setTimeout(() => this.end(task.worker, 'SIGTERM'), this.idleMs);
      this.idleTimer.unref();
    }
    if ('encoded' in answer) {
      const { original, variants, preview, details } = answer.encoded;
      task.resolve({
        original: received(original),
        variants: variants.map(received),
        preview: received(preview),
        details,
      });
    } else {
      const Refusal = answer.error.refusal ? REFUSALS[answer.error.refusal] : undefined;
      task.reject(Refusal ? new Refusal(answer.error.message) : new Error(answer.error.message));
    }
  }
}
