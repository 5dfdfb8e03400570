/**
 * The site's forms, by the name each posts in its hidden `form` field, for the shell's server to send a
 * form posted as a plain HTML form (`readForm`). A new form is an entry here, its definition beside
 * it, and a page that shows it.
 */
import { routes } from '@safa/contract';
import type { FormRequest } from '@safa/remote-types';
import { bookingForm } from './booking-form';
import { enquiryForm } from './enquiry-form';
import { flightForm } from './flight-form';
import { newsletterForm } from './newsletter-form';
import { type Fields, FORM_FIELD, type FormEndpoint, type SiteForm } from './site-form';

export const SITE_FORMS = {
  enquiry: enquiryForm,
  flight: flightForm,
  newsletter: newsletterForm,
  booking: bookingForm,
};

export type FormId = keyof typeof SITE_FORMS;

const isFormId = (name: string | undefined): name is FormId =>
  Boolean(name && Object.hasOwn(SITE_FORMS, name));

/** The request a posted form makes of the API, or undefined when its fields name no form of the site. */
export function readForm(fields: Fields): FormRequest | undefined {
  const id = fields[FORM_FIELD];
  if (!isFormId(id)) return undefined;
  const form: SiteForm<FormEndpoint> = SITE_FORMS[id];
  const { endpoint, body, landing } = form;
  return {
    method: 'POST',
    path: routes[endpoint].path,
    body: body(fields),
    ...(landing && { landing: (answer: unknown) => landing(answer as never) }),
  };
}
