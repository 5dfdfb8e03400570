/**
 * The addresses of a card payment's way back from Paystack to its booking's page, read and written
 * without the API (the page's key and its data need them before anything is asked).
 */

/**
 * What Paystack adds to the booking's page (the callback the BFF gives it) as it sends the customer
 * back: `?trxref=<reference>&reference=<reference>`.
 */
export const CARD_RETURN_PARAMETERS = ['trxref', 'reference'] as const;

/** The card payment the customer came back from, if the address names one. */
export const cardReferenceOf = (search: URLSearchParams) => search.get('reference');

/**
 * The way back from Paystack (`/booking?return=<code>&trxref=…&reference=…`): the card payment's
 * one-time code, which the BFF trades once for the booking's link, and the payment's reference.
 */
export function cardWayBackOf(search: URLSearchParams): { code: string; reference: string } | undefined {
  const code = /^[\w-]{20,100}/.exec(search.get('return') ?? '')?.[0];
  const reference = cardReferenceOf(search);
  return code && reference ? { code, reference } : undefined;
}

/** The booking's page the way back leads to, once traded for its link's token: the payment to verify named. */
export const bookingPageAfterWayBack = (token: string, reference: string) =>
  `/booking?${new URLSearchParams({ token, trxref: reference, reference })}`;

/** The address's query without the card payment it names (once that is verified, it is not asked again). */
export function withoutCardReturn(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const name of CARD_RETURN_PARAMETERS) rest.delete(name);
  const query = rest.toString();
  return query ? `?${query}` : '';
}
