import { type SiteForm, text } from './site-form';

/** The field with the stop link's token, carried hidden as the link gave it. */
export const STOP_TOKEN_FIELD = 'token';

/** A message's stop link followed: the channel its token names sends that phone nothing more. */
export const stopForm: SiteForm<'stopChannel'> = {
  endpoint: 'stopChannel',
  body: (fields) => ({ token: text(fields, STOP_TOKEN_FIELD) }),
};
