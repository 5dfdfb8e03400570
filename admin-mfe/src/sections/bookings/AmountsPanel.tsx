import { type Booking, ENDED_STATUSES, SEAT_HOLDING_STATUSES } from '@safa/contract';
import { Button, formatDate, formatDay, formatNaira } from '@safa/shared-ui';
import styled from 'styled-components';
import { DetailList } from '../../common/layout';
import { Panel } from './booking-layout';
import { statusLabel } from './booking-text';
import type { MoneyTarget } from './payments/money-form';

const Money = styled(DetailList)`
  max-width: 26rem;
  dd { text-align: right; font-variant-numeric: tabular-nums; }
`;

/** Money to give back stands out: the operator owes it. */
const ToRefund = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  max-width: 26rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentLight};
  strong { font-size: 1.15rem; }
`;

/** Why a booking has money to give back, and what else can be done with it. */
function toRefundText(booking: Booking): string {
  if (!ENDED_STATUSES.includes(booking.status)) return 'Paid beyond the price.';
  return `Paid on a booking now ${statusLabel(booking.status).toLowerCase()}: refund it, or reinstate the booking to keep it.`;
}

interface AmountsPanelProps {
  booking: Booking;
  /** Opens the refund form for what is to refund. */
  onRefund: (target: MoneyTarget) => void;
}

/**
 * A booking's money, worked out by the BFF from its ledger: the price, the deposit, what is paid and
 * refunded, what is left and due now while it holds seats, and money to give back when there is.
 */
export function AmountsPanel({ booking, onRefund }: AmountsPanelProps) {
  const { amounts, trip } = booking;
  const holdsSeats = SEAT_HOLDING_STATUSES.includes(booking.status);
  return (
    <Panel $area="amounts" aria-labelledby="booking-amounts">
      <h3 id="booking-amounts">Amounts</h3>
      {amounts.toRefund > 0 ? (
        <ToRefund>
          <strong>{formatNaira(amounts.toRefund)} to refund</strong>
          <p>{toRefundText(booking)}</p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              onRefund({
                kind: 'refund',
                bookingId: booking.id,
                reason: holdsSeats ? 'overpayment' : 'booking_ended',
                amount: amounts.toRefund,
              })
            }
          >
            Refund {formatNaira(amounts.toRefund)}
          </Button>
        </ToRefund>
      ) : null}
      <Money>
        <dt>Total</dt>
        <dd>{formatNaira(amounts.total)}</dd>
        <dt>Deposit due</dt>
        <dd>{formatNaira(amounts.depositDue)}</dd>
        <dt>Paid</dt>
        <dd>{formatNaira(amounts.paid)}</dd>
        {amounts.refunded > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd>{formatNaira(amounts.refunded)}</dd>
          </>
        ) : null}
        <dt>Balance</dt>
        <dd>{formatNaira(amounts.balance)}</dd>
        {holdsSeats ? (
          <>
            <dt>Due now</dt>
            <dd>
              <strong>{formatNaira(amounts.dueNow)}</strong>
            </dd>
          </>
        ) : null}
      </Money>
      {holdsSeats && amounts.balance > 0 ? (
        <p>The balance is due by {formatDay(trip.balanceDueOn)}.</p>
      ) : null}
      {booking.status === 'held' ? (
        <p>
          Held until <strong>{formatDate(booking.holdExpiresAt, true)}</strong>: unpaid by then, its seats go
          back to the departure.
        </p>
      ) : null}
      {booking.status === 'checking' ? (
        <p>A transfer proof waits for you: the hold does not end until you check or refuse it.</p>
      ) : null}
    </Panel>
  );
}
