import type { Config } from './config';
import type { DataCipher } from './data-cipher';
import { bookingLifeMails, bookingMails } from './modules/bookings/booking-mails';
import { enquiryMails } from './modules/notifications/enquiry-mails';
import type { MailSource } from './modules/notifications/mail-sources';
import { paymentMails } from './modules/payments/payment-mails';
import { pilgrimMails } from './modules/pilgrims/pilgrim-mails';
import { waitlistMails } from './modules/waitlist/waitlist-mails';

/** Every kind of document that carries e-mails, in the order the notification worker looks at them. */
export const mailSources = (
  cipher: DataCipher,
  config: Pick<Config, 'payments' | 'bookings' | 'channels'>,
): readonly MailSource[] => [
  enquiryMails as MailSource,
  bookingMails(cipher, config, { ...bookingLifeMails, ...paymentMails, ...pilgrimMails }) as MailSource,
  waitlistMails as MailSource,
];
