/** Buffers cross the channel between processes as Uint8Arrays. */
export type Sent<T> = T extends Buffer ? Uint8Array : T extends object ? { [K in keyof T]: Sent<T[K]> } : T;

/** A task for a worker process. */
export interface TaskMessage<Task> {
  id: number;
  task: Task;
}

/** The worker's answer: the result, or why there is none (a refusal's class name, its words). */
export type AnswerMessage<Result> =
  | { id: number; result: Sent<Result> }
  | { id: number; error: { refusal: string | undefined; message: string } };

/** A Buffer over the bytes that crossed the channel, without copying them. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
