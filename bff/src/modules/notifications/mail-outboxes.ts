import { combinedState, type OutboxState } from '../outbox/outbox-store';
import { enquiryMails } from './enquiry-mails';
import type { MailSource } from './mail-sources';

/** Every kind of document that carries e-mails, in the order the worker looks at them. */
export const MAIL_SOURCES: MailSource[] = [enquiryMails as MailSource];

/** All outboxes as one, for the admin's health details and log lines. */
export async function outboxState(sources: readonly MailSource[] = MAIL_SOURCES): Promise<OutboxState> {
  return combinedState(await Promise.all(sources.map((source) => source.store.state())));
}
