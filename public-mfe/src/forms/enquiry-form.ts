import type { BodyOf } from '@safa/api-client';
import { honeypot, optional, type SiteForm, sender, text } from './site-form';

/** An enquiry: contact page, Hajj, Umrah, a package (its category and package carried in the form). */
export const enquiryForm: SiteForm<'sendMessage'> = {
  endpoint: 'sendMessage',
  body: (fields) => ({
    ...sender(fields),
    message: text(fields, 'message'),
    category: text(fields, 'category') as BodyOf<'sendMessage'>['category'],
    ...optional('packageId', fields.packageId),
    ...optional('packageTitle', fields.packageTitle),
    ...honeypot(fields),
  }),
};
