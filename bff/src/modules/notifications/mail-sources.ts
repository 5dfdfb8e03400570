import type { Claimed, MailCarrier, OutboxStore } from '../outbox/outbox-store';
import type { Mail } from './mail-text';

/** An e-mail as the worker sends it: to the agency (`NOTIFY_EMAIL`) unless it names its reader. */
export interface OutgoingMail extends Mail {
  to?: string;
  /** Files sent with it (a receipt's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** A message to a phone as the worker sends it: a WhatsApp template's parameters, or the same facts as an SMS. */
export interface PhoneMessage {
  /** E.164 digits. */
  to: string;
  /** The customer (whose stops are honoured) or the operator. */
  audience: 'customer' | 'agency';
  /** The template's parameters, in order. */
  parameters: string[];
  /** The SMS text, its stop link still to add. */
  sms: string;
  /** A file in the WhatsApp template's header (a receipt's PDF). */
  document?: { bytes: Buffer; filename: string };
}

/** A kind of document that carries messages (enquiries, bookings): where they are, and how each reads. */
export interface MailSource<T extends MailCarrier = MailCarrier> {
  /** For log lines: `enquiry`, `booking`. */
  name: string;
  store: OutboxStore<T>;
  /** Why a claimed e-mail must not be sent (dropped, said in the admin), or undefined to send it. */
  refusal?(claimed: Claimed<T>): Promise<string | undefined>;
  compose(claimed: Claimed<T>, siteUrl: string): Promise<OutgoingMail> | OutgoingMail;
  /** A message to a phone (WhatsApp, SMS), for a source whose documents queue them; undefined: no phone to send to. */
  composePhone?(claimed: Claimed<T>, siteUrl: string): Promise<PhoneMessage | undefined>;
  /** Whether a WhatsApp message that failed, or stayed undelivered, may go by SMS instead. */
  smsAllowed?(claimed: Claimed<T>): boolean;
}
