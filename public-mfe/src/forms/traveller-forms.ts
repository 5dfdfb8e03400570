/**
 * The forms of a booking's private page that complete its travellers' files: a traveller's details as
 * in the passport, and a document of theirs (a file). Each carries the private link's token and the
 * traveller's id in hidden fields; the fields are named as the contract names them, so that the API's
 * complaints find their fields.
 */
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  type DocumentKind,
  REQUIRED_DETAILS,
  type Sex,
} from '@safa/contract';
import { type Fields, type SiteForm, type SiteUpload, text } from './site-form';

/** A traveller's details, in the order the form asks them: the name, then what a visa needs. */
export const DETAIL_FIELDS = ['fullName', ...REQUIRED_DETAILS] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** The hidden fields that say whose file a form completes. */
export const TRAVELLER_FIELD = { details: 'travellerId', document: 'traveller' } as const;

/** What a form of a traveller's file carries besides what the customer gives: the link's token and the traveller. */
export const travellerCarries = (token: string, travellerId: string, form: keyof typeof TRAVELLER_FIELD) => ({
  token,
  [TRAVELLER_FIELD[form]]: travellerId,
});

/** A traveller's details completed or corrected: an empty field leaves what was saved as it was. */
export const travellerForm: SiteForm<'updateTravellerByLink'> = {
  endpoint: 'updateTravellerByLink',
  query: (fields) => ({ token: text(fields, 'token') }),
  body: (fields) => ({
    travellerId: text(fields, TRAVELLER_FIELD.details),
    fullName: text(fields, 'fullName'),
    sex: text(fields, 'sex') as Sex | '',
    dateOfBirth: text(fields, 'dateOfBirth'),
    nationality: text(fields, 'nationality'),
    passportNumber: text(fields, 'passportNumber'),
    passportIssuedOn: text(fields, 'passportIssuedOn'),
    passportExpiresOn: text(fields, 'passportExpiresOn'),
  }),
};

/** A document as the form's choice names it: its kind, and for a vaccination which one (`vaccination:Yellow fever`). */
export interface DocumentChoice {
  kind: DocumentKind;
  vaccine?: string;
}

const VACCINE_SEPARATOR = ':';

export const choiceValue = ({ kind, vaccine }: DocumentChoice): string =>
  vaccine === undefined ? kind : `${kind}${VACCINE_SEPARATOR}${vaccine}`;

export function choiceOf(value: string): DocumentChoice {
  const [kind = '', ...vaccine] = value.split(VACCINE_SEPARATOR);
  return vaccine.length > 0
    ? { kind: kind as DocumentKind, vaccine: vaccine.join(VACCINE_SEPARATOR) }
    : { kind: kind as DocumentKind };
}

/** The choice's field, and the vaccination's day (sent for a vaccination alone). */
export const DOCUMENT_FIELDS = { kind: 'kind', vaccinatedOn: 'vaccinatedOn' } as const;

function documentQuery(fields: Fields) {
  const { kind, vaccine } = choiceOf(text(fields, DOCUMENT_FIELDS.kind));
  return {
    token: text(fields, 'token'),
    traveller: text(fields, TRAVELLER_FIELD.document),
    kind,
    ...(kind === 'vaccination' && {
      vaccine: vaccine ?? '',
      vaccinatedOn: text(fields, DOCUMENT_FIELDS.vaccinatedOn),
    }),
  };
}

/** A traveller's document: a picture or PDF, up to 10 MB (the BFF sniffs and cleans it). */
export const documentForm: SiteUpload<'uploadDocumentByLink'> = {
  endpoint: 'uploadDocumentByLink',
  file: 'document',
  maxBytes: DOCUMENT_LIMITS.bytes,
  tooLarge: DOCUMENT_MESSAGES.tooLarge,
  query: documentQuery,
};
