import { DomainError } from '../errors';
import type { AnswerMessage, Sent, TaskMessage } from './worker-messages';

/**
 * The worker's side of a worker process: answers each task the BFF sends with what `handle` makes of
 * it, or with its refusal, and ends when the BFF is gone (nobody waits for what is being made).
 */
export function serveTasks<Task, Result>(handle: (task: Sent<Task>) => Promise<Result>): void {
  const send = (answer: AnswerMessage<Result>) => process.send?.(answer);
  process.on('message', async ({ id, task }: TaskMessage<Sent<Task>>) => {
    try {
      send({ id, result: (await handle(task)) as Sent<Result> });
    } catch (error) {
      const refusal = error instanceof DomainError ? error.name : undefined;
      send({ id, error: { refusal, message: error instanceof Error ? error.message : String(error) } });
    }
  });
  process.on('disconnect', () => process.exit(0));
}
