import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { type CardReturn, verifyCardReturn } from '../../api/card-return';
import { cardReferenceOf, withoutCardReturn } from '../../api/card-return-address';
import { bookingKeyOf } from '../../api/queries';
import { serverTextOf } from '../../components/forms/feedback';

/** What the page says of a card payment the customer came back from. */
export type CardReturnState =
  | { state: 'checking' }
  | { state: 'paid' }
  | { state: 'failed'; message: string }
  /** Not verified yet (Paystack or the API out of reach): a reload asks again. */
  | { state: 'unknown'; message: string };

/** The outcome kept with the address once the reference is taken out of it. */
interface ReturnedState {
  cardReturn?: CardReturn;
}

const NOT_CHECKED = 'We could not check your card payment just now: reload this page in a minute.';

const stateOf = (outcome: CardReturn): CardReturnState =>
  outcome.paid ? { state: 'paid' } : { state: 'failed', message: outcome.message };

/**
 * The card payment the customer came back from to their booking's page (Paystack's `?reference=`):
 * verified once, on the server when it could, else here; the booking shown as it stands after it;
 * then the reference taken out of the address (the outcome kept with it), so a reload asks nothing
 * again. Asking again would record nothing twice either: the BFF records a payment once.
 */
export function useCardReturn(token: string | null): CardReturnState | undefined {
  const [params] = useSearchParams();
  const { hash, state } = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const reference = cardReferenceOf(params);
  const verified = useSWR(
    token && reference ? (['verifyCardPayment', token, reference] as const) : null,
    ([, linkToken, paymentReference]) => verifyCardReturn(linkToken, paymentReference),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
  const outcome = verified.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per outcome
  useEffect(() => {
    if (!outcome || !token) return;
    if (outcome.paid) void mutate(bookingKeyOf(token), outcome.booking, { revalidate: false });
    const kept: ReturnedState = { cardReturn: outcome };
    navigate({ search: withoutCardReturn(params), hash }, { replace: true, state: kept });
  }, [outcome]);

  if (outcome) return stateOf(outcome);
  if (verified.error) return { state: 'unknown', message: serverTextOf(verified.error) ?? NOT_CHECKED };
  if (reference) return { state: 'checking' };
  const kept = (state as ReturnedState | null)?.cardReturn;
  return kept && stateOf(kept);
}
