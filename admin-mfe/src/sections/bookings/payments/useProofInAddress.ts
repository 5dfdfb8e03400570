import { type Booking, isWaitingProof, PAYMENT_MESSAGES, type Proof } from '@safa/contract';
import { useDialogs } from '@safa/shared-ui';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * The operator's e-mail about a proof links to `/admin/bookings/<id>?proof=<proofId>`: opening it
 * opens the proof's payment form (`open`) while it waits, or says it was seen to already, then takes
 * the parameter out of the address, so that a reload or a step back does not open it again.
 * `open` must keep its identity across renders.
 */
export function useProofInAddress(booking: Booking, open: (proof: Proof) => void) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const dialogs = useDialogs();
  const proofId = params.get('proof');
  // Once per visit of the link: React's strict mode runs an effect twice, which would say it twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === proofId) return;
    handled.current = proofId;
    if (!proofId) return;
    const proof = booking.proofs.find((each) => each.id === proofId);
    if (proof && isWaitingProof(proof)) open(proof);
    else if (proof) {
      void dialogs.alert({
        title: 'Nothing to record',
        text: PAYMENT_MESSAGES.proofAlreadyChecked,
        tone: 'info',
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('proof');
        return next;
      },
      { replace: true, state },
    );
  }, [proofId, booking.proofs, open, dialogs, setParams, state]);
}
