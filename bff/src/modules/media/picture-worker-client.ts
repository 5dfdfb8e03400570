import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidInput, TooLarge } from '../../errors';
import type { EncodedPicture } from './picture-encoder';
import { asBuffer, type WorkerAnswer, type WorkerTask } from './picture-worker-messages';

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

/**
 * The BFF's side of the picture worker: started on the first picture, given one picture at a time
 * (the queue sees to that), started anew after it ends. It does not keep the BFF running while idle.
 */
export class PictureWorker {
  private child: ChildProcess | undefined;
  private readonly waiting = new Map<
    number,
    { resolve: (encoded: EncodedPicture) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;

  /** Encodes a picture; when `signal` aborts first, the worker is ended, and started anew for the next. */
  async encode(bytes: Buffer, contentType: string, signal: AbortSignal): Promise<EncodedPicture> {
    signal.throwIfAborted();
    const child = this.running();
    const id = this.nextId++;
    const end = () => child.kill('SIGKILL');
    signal.addEventListener('abort', end, { once: true });
    try {
      return await new Promise<EncodedPicture>((resolve, reject) => {
        this.waiting.set(id, { resolve, reject });
        child.channel?.ref();
        child.send({ id, bytes, contentType } satisfies WorkerTask);
      });
    } finally {
      signal.removeEventListener('abort', end);
    }
  }

  private running(): ChildProcess {
    if (this.child) return this.child;
    const { file, execArgv } = workerEntry();
    const child = fork(file, [], { execArgv, serialization: 'advanced', stdio: 'inherit' });
    child.on('message', (answer: WorkerAnswer) => this.answered(answer));
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      const failure = new Error(`the picture worker stopped (${signal ?? `exit code ${code}`})`);
      for (const { reject } of this.waiting.values()) reject(failure);
      this.waiting.clear();
    });
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private answered(answer: WorkerAnswer): void {
    const task = this.waiting.get(answer.id);
    if (!task) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.child?.channel?.unref();
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
