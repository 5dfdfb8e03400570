/**
 * A booking of seats on a departure. Its fields are named by their place in the contract's body
 * (`room`, `travellers.0.fullName`, `contact.phone`…), so that the API's complaints find their fields.
 */
import {
  BOOKING_LIMITS,
  type BookingCreated,
  type ChannelChoice,
  isMobileNumber,
  PAYMENT_PLANS,
  type PaymentPlan,
  type RoomType,
  TRAVELLER_TYPES,
  type TravellerType,
} from '@safa/contract';
import { HONEYPOT_FIELD, SENT_PARAMETER } from '@safa/remote-types';
import { consentOf, type Fields, honeypot, optional, type SiteForm, text } from './site-form';

/** What is asked of each traveller: who travels (as the price goes), and as in their passport. */
export const TRAVELLER_FIELDS = ['type', 'fullName', 'passportNumber', 'dateOfBirth'] as const;
export type TravellerField = (typeof TRAVELLER_FIELDS)[number];

export const travellerField = (index: number, field: TravellerField) => `travellers.${index}.${field}`;

/** How the customer pays (see the contract's payment plans): sent only when the departure offers a choice. */
export const PLAN_FIELD = 'plan';

const planOf = (fields: Fields): { plan?: PaymentPlan } => {
  const plan = PAYMENT_PLANS.find((known) => known === fields[PLAN_FIELD]);
  return plan ? { plan } : {};
};

/** The lead contact's fields. */
export const CONTACT_FIELDS = {
  name: 'contact.name',
  phone: 'contact.phone',
  email: 'contact.email',
} as const;

/** The number of travellers, kept within 1 and the contract's most. */
export const travellerCount = (wanted: number): number =>
  Number.isInteger(wanted) ? Math.min(Math.max(wanted, 1), BOOKING_LIMITS.travellersMax) : 1;

/** How many travellers the fields hold: one more than the highest numbered (at least one). */
export function travellersIn(fields: Fields): number {
  const indexes = Object.keys(fields)
    .map((name) => /^travellers\.(\d+)\./.exec(name)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number);
  return travellerCount(indexes.length > 0 ? Math.max(...indexes) + 1 : 1);
}

/** The channels besides e-mail, each a checkbox: ticked, it posts `CHANNEL_CHOSEN`; left out, nothing. */
export const CHANNEL_FIELDS = { whatsapp: 'channels.whatsapp', sms: 'channels.sms' } as const;
export const CHANNEL_CHOSEN = 'yes';

/** A traveller's type as the form holds it: an adult unless said otherwise. */
export const travellerTypeOf = (fields: Fields, index: number): TravellerType => {
  const type = fields[travellerField(index, 'type')];
  return TRAVELLER_TYPES.find((known) => known === type) ?? 'adult';
};

/** Each traveller's type, in the form's order. */
export const travellerTypesIn = (fields: Fields): TravellerType[] =>
  Array.from({ length: travellersIn(fields) }, (_, index) => travellerTypeOf(fields, index));

/**
 * The channels the customer keeps: those ticked, and only for a number WhatsApp and SMS reach (a
 * landline's are off, whatever was ticked).
 */
export function channelsOf(fields: Fields): ChannelChoice {
  const reachable = isMobileNumber(text(fields, CONTACT_FIELDS.phone));
  return {
    whatsapp: reachable && fields[CHANNEL_FIELDS.whatsapp] === CHANNEL_CHOSEN,
    sms: reachable && fields[CHANNEL_FIELDS.sms] === CHANNEL_CHOSEN,
  };
}

/** The fields of a booking of `count` travellers: empty, each traveller an adult, both channels ticked. */
export function emptyBookingFields(count: number): Fields {
  const fields: Fields = {
    room: '',
    consent: '',
    [HONEYPOT_FIELD]: '',
    [CHANNEL_FIELDS.whatsapp]: CHANNEL_CHOSEN,
    [CHANNEL_FIELDS.sms]: CHANNEL_CHOSEN,
  };
  for (const name of Object.values(CONTACT_FIELDS)) fields[name] = '';
  for (let index = 0; index < count; index += 1) {
    for (const field of TRAVELLER_FIELDS)
      fields[travellerField(index, field)] = field === 'type' ? 'adult' : '';
  }
  return fields;
}

/**
 * The fields with traveller `removed` taken out and those after it moved up one place (what was typed
 * stays with its traveller).
 */
export function withoutTraveller(fields: Fields, removed: number): Fields {
  const count = travellersIn(fields);
  const next: Fields = { ...fields };
  for (let index = removed; index < count - 1; index += 1) {
    for (const field of TRAVELLER_FIELDS)
      next[travellerField(index, field)] = fields[travellerField(index + 1, field)] ?? '';
  }
  for (const field of TRAVELLER_FIELDS) delete next[travellerField(count - 1, field)];
  return next;
}

/** The hidden field with the form's one-time key (see `InitialData.submission`). */
export const SUBMISSION_FIELD = 'submission';

/**
 * The submit button that books paying the deposit now by card, as it is posted: taken even when unpaid
 * bookings hold the departure's share of seats (see the contract's `payNow`).
 */
export const PAY_NOW = { name: 'payNow', value: 'card' } as const;

/** The site's address of the private link the API gives (`https://site/booking?token=…`): `/booking?token=…`. */
export function privatePathOf(manageUrl: string): string {
  const url = new URL(manageUrl, 'http://site');
  return `${url.pathname}${url.search}`;
}

/** The element of the private page that confirms a booking just made, which the address points at. */
export const RECEIVED_ANCHOR = 'booking-received';

/** Where the private page of a booking to pay now says the deposit is paid by card now: `?pay=card`. */
export const PAY_PARAMETER = 'pay';

/**
 * The site's address of the private link the API gives a booking (`https://site/booking?token=…`),
 * saying it was just made, and that its deposit is paid by card now when it is; at the confirmation (its
 * own fragment: a browser would keep the form's after a redirect).
 */
export function receivedPath({ manageUrl, payNow }: Pick<BookingCreated, 'manageUrl' | 'payNow'>): string {
  const url = new URL(privatePathOf(manageUrl), 'http://site');
  url.searchParams.set(SENT_PARAMETER, 'booking');
  if (payNow) url.searchParams.set(PAY_PARAMETER, PAY_NOW.value);
  return `${url.pathname}${url.search}#${RECEIVED_ANCHOR}`;
}

export const bookingForm: SiteForm<'createBooking'> = {
  endpoint: 'createBooking',
  body: (fields) => ({
    departureId: text(fields, 'departureId'),
    room: text(fields, 'room') as RoomType,
    travellers: Array.from({ length: travellersIn(fields) }, (_, index) => ({
      type: travellerTypeOf(fields, index),
      fullName: text(fields, travellerField(index, 'fullName')),
      ...optional('passportNumber', fields[travellerField(index, 'passportNumber')]),
      ...optional('dateOfBirth', fields[travellerField(index, 'dateOfBirth')]),
    })),
    contact: {
      name: text(fields, CONTACT_FIELDS.name),
      phone: text(fields, CONTACT_FIELDS.phone),
      email: text(fields, CONTACT_FIELDS.email),
    },
    consent: consentOf(fields),
    ...planOf(fields),
    channels: channelsOf(fields),
    ...optional('submission', fields[SUBMISSION_FIELD]),
    ...(fields[PAY_NOW.name] === PAY_NOW.value && { payNow: true }),
    ...honeypot(fields),
  }),
  landing: receivedPath,
};
