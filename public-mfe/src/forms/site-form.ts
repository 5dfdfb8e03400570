/**
 * What a form of the site is to the API: the endpoint it sends to, and that endpoint's body built
 * from the form's fields. The same builder serves the form sent by the app (with JavaScript) and the
 * form posted as a plain HTML form (without it, or before the app has started). See site-forms.ts.
 */
import type { AnswerOf, BodyOf, QueryOf } from '@safa/api-client';
import { type Fields, HONEYPOT_FIELD } from '@safa/remote-types';

export type { Fields };

/** The endpoints the site's forms send to. */
export type FormEndpoint =
  | 'sendMessage'
  | 'subscribe'
  | 'createBooking'
  | 'startCardPayment'
  | 'joinWaitlist'
  | 'findBooking'
  | 'updateTravellerByLink'
  | 'choosePlanByLink'
  | 'stopChannel';

export interface SiteForm<Endpoint extends FormEndpoint> {
  endpoint: Endpoint;
  /** The record the endpoint's address names (`/departures/:id/waitlist`), as the form carries it. */
  id?(fields: Fields): string;
  /** What the endpoint's address carries (a private link's token), as the form carries it. */
  query?(fields: Fields): QueryOf<Endpoint>;
  body(fields: Fields): BodyOf<Endpoint>;
  /**
   * The page (a path on this site) the visitor lands on once the API took the form, when it is not the
   * form's own page saying so (`?sent=<form>`): a booking's private page.
   */
  landing?(answer: AnswerOf<Endpoint>): string;
  /**
   * The page of another site the visitor goes on to once the API took the form (a payment page), as the
   * API's answer names it: never what was posted.
   */
  away?(answer: AnswerOf<Endpoint>): string;
}

/** The endpoints the site's forms send a file to. */
export type UploadEndpoint = 'uploadProof' | 'uploadDocumentByLink';

/** A form that sends one file (a multipart form): where to, with the query its other fields make. */
export interface SiteUpload<Endpoint extends UploadEndpoint> {
  endpoint: Endpoint;
  /** The file field's name, the part the endpoint reads. */
  file: string;
  /** The largest file the endpoint takes, and what a visitor is told of a larger one. */
  maxBytes: number;
  tooLarge: string;
  query(fields: Fields): QueryOf<Endpoint>;
}

export const text = (fields: Fields, name: string) => fields[name] ?? '';

/** A consent checkbox's value when ticked. */
export const CONSENT_GIVEN = 'yes';

/** Consent as the contract reads it: given, or refused for the contract to say why in its own words. */
export const consentOf = (fields: Fields) => (fields.consent === CONSENT_GIVEN) as true;

/** The names of the fields a visitor fills in to be answered (the booking form's are its own). */
export const SENDER_FIELDS = { name: 'name', phone: 'phone', email: 'email' } as const;

/** What the visitor filled in to be answered. */
export const sender = (fields: Fields) => ({
  name: text(fields, SENDER_FIELDS.name),
  phone: text(fields, SENDER_FIELDS.phone),
  email: text(fields, SENDER_FIELDS.email),
});

/** Left out when empty: optional in the contract. */
export const optional = <Key extends string>(key: Key, value: string | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<Key, string>>;

/** The honeypot, as the contract's `website` reads it (left out when empty, as people leave it). */
export const honeypot = (fields: Fields) => optional('website', fields[HONEYPOT_FIELD]);
