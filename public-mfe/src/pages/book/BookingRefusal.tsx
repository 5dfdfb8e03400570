import { formAnchor } from '@safa/remote-types';
import { Button } from '@safa/shared-ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PAY_NOW } from '../../forms/booking-form';
import { BOOKING_NOT_MADE, type BookingRefusal, type FieldProblem, offersWaitlist } from './booking-refusal';

const Alert = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fdecea;
  ul { margin: 0; padding-left: 1.25rem; }
`;

/** The element the refusals link to for booking paying the deposit now. */
const PAY_NOW_ID = 'pay-now';

/** Books again, the deposit paid by card now: a submit button of the booking form, after its "Book now". */
export function PayNowButton() {
  return (
    <Button id={PAY_NOW_ID} type="submit" name={PAY_NOW.name} value={PAY_NOW.value} $variant="secondary">
      Book and pay the deposit now by card
    </Button>
  );
}

/** What the customer can do instead: pay the deposit now (here, or at the button), the waitlist, the other departures. */
function WaysOn({ refusal, payNowHere }: { refusal: BookingRefusal; payNowHere: boolean }) {
  return (
    <>
      {refusal.heldUnpaid && payNowHere ? <PayNowButton /> : null}
      {refusal.heldUnpaid && !payNowHere ? (
        <a href={`#${PAY_NOW_ID}`}>Book and pay the deposit now by card</a>
      ) : null}
      {offersWaitlist(refusal) ? (
        <a href={`#${formAnchor('waitlist')}`}>Tell me when a seat frees up</a>
      ) : null}
      {refusal.soldOut ? <a href="#departures-heading">See the other departures</a> : null}
    </>
  );
}

/**
 * With the app: why the booking was refused, and the ways on, where the customer tapped; focused as it
 * comes (each send takes the one before away).
 */
export function RefusalNotice({ refusal }: { refusal: BookingRefusal }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <Alert ref={notice} tabIndex={-1} role="alert">
      <strong>{BOOKING_NOT_MADE}</strong>
      <span>{refusal.text}</span>
      <WaysOn refusal={refusal} payNowHere />
    </Alert>
  );
}

/**
 * Without the app: the page the refused form comes back on opens at the form, whose top says why (the
 * whole form's refusal, when there is one) with a link to each field to mend, and the ways on; focused.
 */
export function RefusalSummary({
  refusal,
  problems,
}: {
  refusal: BookingRefusal | undefined;
  problems: FieldProblem[];
}) {
  return (
    <Alert role="alert" tabIndex={-1} autoFocus>
      <strong>{BOOKING_NOT_MADE}</strong>
      {refusal ? <span>{refusal.text}</span> : null}
      {problems.length > 0 ? (
        <ul>
          {problems.map(({ id, message }) => (
            <li key={id}>
              <a href={`#${id}`}>{message}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {refusal ? <WaysOn refusal={refusal} payNowHere={false} /> : null}
    </Alert>
  );
}
