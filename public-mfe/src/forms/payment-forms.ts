/**
 * The forms of a booking's private page that pay: the transfer's proof (a file) and a card payment.
 * Each carries the private link's token in a hidden field (see `PAYMENT_CARRIES`).
 */
import { PAYMENT_MESSAGES, PAYMENT_PLANS, type PaymentPlan, PROOF_LIMITS } from '@safa/contract';
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

/** The amount the customer chose to pay by card, in naira (empty: what is due now). */
export const CARD_AMOUNT_FIELD = 'amount';

/** Paying by card what is due now or the amount chosen: the visitor goes on to Paystack's page the API names. */
export const cardPaymentForm: SiteForm<'startCardPayment'> = {
  endpoint: 'startCardPayment',
  body: (fields) => {
    // Typed as people write naira ("₦50,000"); what is no number is refused by the contract in words.
    const chosen = text(fields, CARD_AMOUNT_FIELD).replace(/[\s,₦]/g, '');
    return { ...linkOf(fields), ...(chosen && { amount: Number(chosen) }) };
  },
  away: (answer) => answer.authorizationUrl,
};

/** The field of the plan chosen. */
export const PLAN_CHOICE_FIELD = 'plan';

/** How the customer pays, chosen again among the plans the departure offers (the BFF refuses any other). */
export const planChoiceForm: SiteForm<'choosePlanByLink'> = {
  endpoint: 'choosePlanByLink',
  query: linkOf,
  body: (fields) => ({
    plan: (PAYMENT_PLANS.find((plan) => plan === fields[PLAN_CHOICE_FIELD]) ?? '') as PaymentPlan,
  }),
};
