import { MessageModel, type StoredMessage } from '../messages/message.model';
import { outboxStore } from '../outbox/outbox-store';
import { enquiryMail } from './enquiry-mail';
import type { MailSource } from './mail-sources';
import { senderSummaryMail } from './sender-summary-mail';

/** The e-mails enquiries carry: each its own to the agency, and the summaries of floods. */
export const enquiryOutbox = outboxStore<StoredMessage>(MessageModel);

/** The kinds of e-mail an enquiry carries. */
export const ENQUIRY_MAIL = { own: 'enquiry', senderSummary: 'senderSummary' } as const;

/** An enquiry's e-mail is news for a day; after that the admin's list is where the agency finds it. */
export const ENQUIRY_MAIL_KEPT_MS = 24 * 60 * 60 * 1000;

export const enquiryMails: MailSource<StoredMessage> = {
  name: 'enquiry',
  store: enquiryOutbox,
  compose: ({ document, entry }, siteUrl) =>
    entry.kind === ENQUIRY_MAIL.senderSummary
      ? senderSummaryMail(document, entry.senderKey ?? '', siteUrl)
      : enquiryMail(document, siteUrl),
};
