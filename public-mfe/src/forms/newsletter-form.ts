import { honeypot, type SiteForm, text } from './site-form';

/** §7: the newsletter's e-mail, trimmed. */
export const newsletterForm: SiteForm<'subscribe'> = {
  endpoint: 'subscribe',
  body: (fields) => ({ email: text(fields, 'email').trim(), ...honeypot(fields) }),
};
