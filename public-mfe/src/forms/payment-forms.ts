/**
 * The forms of a booking's private page that pay: the transfer's proof (a file) and a card payment.
 * Each carries the private link's token in a hidden field (see `PAYMENT_CARRIES`).
 */
import { PAYMENT_MESSAGES, PROOF_LIMITS } from '@safa/contract';
import { type Fields, type SiteForm, type SiteUpload, text } from './site-form';

/** The hidden field with the private link's token. */
export const TOKEN_FIELD = 'token';

/** What a payment form carries besides what the customer gives: the link's token. */
export const paymentCarries = (token: string) => ({ [TOKEN_FIELD]: token });

const linkOf = (fields: Fields) => ({ token: text(fields, TOKEN_FIELD) });

/** The proof of a bank transfer: a picture or PDF, up to 10 MB (the BFF sniffs and cleans it). */
export const proofForm: SiteUpload<'uploadProof'> = {
  endpoint: 'uploadProof',
  file: 'proof',
  maxBytes: PROOF_LIMITS.bytes,
  tooLarge: PAYMENT_MESSAGES.proofTooLarge,
  query: linkOf,
};

/** Paying what is due now by card: the visitor goes on to Paystack's page the API names. */
export const cardPaymentForm: SiteForm<'startCardPayment'> = {
  endpoint: 'startCardPayment',
  body: linkOf,
  away: (answer) => answer.authorizationUrl,
};
