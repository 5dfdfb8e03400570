import type { Claimed, MailCarrier, OutboxStore } from '../outbox/outbox-store';
import type { Mail } from './mail-text';

/** An e-mail as the worker sends it: to the agency (`NOTIFY_EMAIL`) unless it names its reader. */
export interface OutgoingMail extends Mail {
  to?: string;
  /** Files sent with it (a receipt's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** A kind of document that carries e-mails (enquiries, bookings): where they are, and how each reads. */
export interface MailSource<T extends MailCarrier = MailCarrier> {
  /** For log lines: `enquiry`, `booking`. */
  name: string;
  store: OutboxStore<T>;
  /** Why a claimed e-mail must not be sent (dropped, said in the admin), or undefined to send it. */
  refusal?(claimed: Claimed<T>): Promise<string | undefined>;
  compose(claimed: Claimed<T>, siteUrl: string): Promise<OutgoingMail> | OutgoingMail;
}
