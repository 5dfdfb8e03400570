import type { DataCipher } from './data-cipher';
import { bookingMails } from './modules/bookings/booking-mails';
import { enquiryMails } from './modules/notifications/enquiry-mails';
import type { MailSource } from './modules/notifications/mail-sources';

/** Every kind of document that carries e-mails, in the order the notification worker looks at them. */
export const mailSources = (cipher: DataCipher): readonly MailSource[] => [
  enquiryMails as MailSource,
  bookingMails(cipher) as MailSource,
];
