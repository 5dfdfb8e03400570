import { ApiError, type Call, call } from '@safa/api-client';
import { type BookingView, PAYMENT_MESSAGES } from '@safa/contract';
import { bookingPageAfterWayBack } from './card-return-address';

/**
 * Trades the way back for the booking's page (the BFF answers once, within two hours), or undefined
 * when it was used or is no more (the page then says how to find the booking).
 */
export async function bookingPageOfWayBack(
  way: { code: string; reference: string },
  { api = call, headers }: { api?: Call; headers?: Record<string, string> | undefined } = {},
): Promise<string | undefined> {
  try {
    const { token } = await api('redeemCardReturn', { body: way, ...(headers && { headers }) });
    return bookingPageAfterWayBack(token, way.reference);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** How a card payment ended, as the BFF verified it with Paystack: paid (the booking after it), or not. */
export type CardReturn = { paid: true; booking: BookingView } | { paid: false; message: string };

/** Refusals that are the payment's answer (not paid, not this booking's): asking again changes nothing. */
const FINAL_REFUSALS = [400, 404, 409];

/**
 * Verifies the card payment `reference` of the booking whose link carries `token` (the BFF records it
 * once, however often it is asked). A hiccup (Paystack or the API out of reach, too many tries) is
 * thrown: the payment is asked about again later. On the server, `api` is the client of the BFF's
 * address and `headers` say whose visit it is.
 */
export async function verifyCardReturn(
  token: string,
  reference: string,
  { api = call, headers }: { api?: Call; headers?: Record<string, string> | undefined } = {},
): Promise<CardReturn> {
  try {
    const booking = await api('verifyCardPayment', {
      body: { token, reference },
      ...(headers && { headers }),
    });
    return { paid: true, booking };
  } catch (error) {
    if (!(error instanceof ApiError && FINAL_REFUSALS.includes(error.status))) throw error;
    return { paid: false, message: error.serverText() ?? PAYMENT_MESSAGES.cardNotPaid };
  }
}
