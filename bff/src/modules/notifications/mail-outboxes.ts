import { combinedState, type OutboxState } from '../outbox/outbox-state';
import type { MailSource } from './mail-sources';

/** All outboxes as one, for the admin's health details and log lines. */
export async function outboxState(sources: readonly MailSource[]): Promise<OutboxState> {
  return combinedState(await Promise.all(sources.map((source) => source.store.state())));
}
