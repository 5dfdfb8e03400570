/**
 * The site's forms, by the name each posts in its hidden `form` field, for the shell's server to send a
 * form posted as a plain HTML form (`readForm`). A new form is an entry here, its definition beside
 * it, and a page that shows it.
 */
import { routes } from '@safa/contract';
import { FORM_FIELD, type FormRequest } from '@safa/remote-types';
import { bookingForm } from './booking-form';
import { enquiryForm } from './enquiry-form';
import { findBookingForm } from './find-booking-form';
import { flightForm } from './flight-form';
import { newsletterForm } from './newsletter-form';
import { cardPaymentForm, planChoiceForm, proofForm } from './payment-forms';
import type { Fields, FormEndpoint, SiteForm, SiteUpload, UploadEndpoint } from './site-form';
import { stopForm } from './stop-form';
import { documentForm, travellerForm } from './traveller-forms';
import { waitlistForm } from './waitlist-form';

/** The forms of fields, sent as JSON. */
export const SITE_FORMS = {
  enquiry: enquiryForm,
  flight: flightForm,
  newsletter: newsletterForm,
  booking: bookingForm,
  card: cardPaymentForm,
  plan: planChoiceForm,
  waitlist: waitlistForm,
  find: findBookingForm,
  traveller: travellerForm,
  stop: stopForm,
};

/** The forms that send a file (`multipart/form-data`). */
export const SITE_UPLOADS = {
  proof: proofForm,
  document: documentForm,
};

export type FormId = keyof typeof SITE_FORMS | keyof typeof SITE_UPLOADS;

const isFieldsForm = (name: string | undefined): name is keyof typeof SITE_FORMS =>
  Boolean(name && Object.hasOwn(SITE_FORMS, name));

const isUploadForm = (name: string | undefined): name is keyof typeof SITE_UPLOADS =>
  Boolean(name && Object.hasOwn(SITE_UPLOADS, name));

function uploadRequest(
  { endpoint, file, maxBytes, tooLarge, query }: SiteUpload<UploadEndpoint>,
  fields: Fields,
): FormRequest {
  return {
    method: 'POST',
    path: `${routes[endpoint].path}?${new URLSearchParams(query(fields))}`,
    upload: { field: file, maxBytes, tooLarge },
  };
}

/** The request a posted form makes of the API, or undefined when its fields name no form of the site. */
export function readForm(fields: Fields): FormRequest | undefined {
  const id = fields[FORM_FIELD];
  if (isUploadForm(id)) return uploadRequest(SITE_UPLOADS[id], fields);
  if (!isFieldsForm(id)) return undefined;
  const form: SiteForm<FormEndpoint> = SITE_FORMS[id];
  const { endpoint, body, landing, away } = form;
  const query = form.query ? `?${new URLSearchParams(form.query(fields))}` : '';
  return {
    method: routes[endpoint].method,
    path: `${routes[endpoint].path.replace(':id', encodeURIComponent(form.id?.(fields) ?? ''))}${query}`,
    body: body(fields),
    ...(landing && { landing: (answer: unknown) => landing(answer as never) }),
    ...(away && { away: (answer: unknown) => away(answer as never) }),
  };
}
