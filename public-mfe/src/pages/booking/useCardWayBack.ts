import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { bookingPageOfWayBack } from '../../api/card-return';
import { cardWayBackOf } from '../../api/card-return-address';

/** Where the way back from a card payment stands: being traded, or no more (used, or too old). */
export type CardWayBack = { state: 'trading' } | { state: 'spent' };

/**
 * The customer back from Paystack at `/booking?return=<code>&reference=…` when the shell's server did
 * not trade the way back for their booking's page itself (it answers 303 there): traded here, once,
 * then the page replaced by the booking's. Undefined when the address is no way back.
 */
export function useCardWayBack(): CardWayBack | undefined {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const way = cardWayBackOf(params);
  const traded = useSWR(
    way ? (['redeemCardReturn', way.code, way.reference] as const) : null,
    ([, code, reference]) => bookingPageOfWayBack({ code, reference }),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
  const page = traded.data;
  useEffect(() => {
    if (page) navigate(page, { replace: true });
  }, [page, navigate]);
  if (!way) return undefined;
  return traded.data === undefined && !traded.error && traded.isLoading
    ? { state: 'trading' }
    : { state: 'spent' };
}
