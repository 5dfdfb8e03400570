import { type Booking, PAYABLE_STATUSES, type Payment } from '@safa/contract';
import { Button, DataTable, formatDay } from '@safa/shared-ui';
import styled from 'styled-components';
import { CellActions, Unbroken } from '../../../common/layout';
import { Muted, Panel, PanelHeader } from '../booking-layout';
import type { MoneyTarget } from './money-form';
import { methodLabel, signedAmount } from './payment-text';
import { useDownloadReceipt } from './usePayments';

const Receipt = styled.div`
  display: grid;
  gap: 0.35rem;
  justify-items: start;
`;

const Amount = styled(Unbroken)`
  font-variant-numeric: tabular-nums;
`;

interface PaymentsPanelProps {
  booking: Booking;
  /** Opens the form that records a payment or a refund. */
  onRecord: (target: MoneyTarget) => void;
}

/** The money recorded on a booking, each with its receipt; a payment while it can take one, a refund of what is paid. */
export function PaymentsPanel({ booking, onRecord }: PaymentsPanelProps) {
  const receipt = useDownloadReceipt();
  const downloading = (payment: Payment) =>
    receipt.pendingVariables.some((pending) => pending.receiptNumber === payment.receiptNumber);
  const payable = PAYABLE_STATUSES.includes(booking.status);
  const refundable = booking.amounts.paid > 0;

  return (
    <Panel $area="payments" aria-labelledby="booking-payments">
      <PanelHeader>
        <h3 id="booking-payments">Payments</h3>
        {payable || refundable ? (
          <CellActions>
            {payable ? (
              <Button type="button" onClick={() => onRecord({ kind: 'payment', bookingId: booking.id })}>
                Record a payment
              </Button>
            ) : null}
            {refundable ? (
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onRecord({ kind: 'refund', bookingId: booking.id })}
              >
                Refund
              </Button>
            ) : null}
          </CellActions>
        ) : null}
      </PanelHeader>
      <DataTable
        caption={`Payments of ${booking.reference}`}
        columns={[
          { header: 'Paid on', cell: (payment) => <Unbroken>{formatDay(payment.paidOn)}</Unbroken> },
          { header: 'Kind', cell: (payment) => (payment.kind === 'refund' ? 'Refund' : 'Payment') },
          { header: 'Amount', cell: (payment) => <Amount>{signedAmount(payment)}</Amount> },
          { header: 'Method', cell: (payment) => methodLabel(payment.method) },
          { header: 'Note', cell: (payment) => payment.note ?? <Muted>None</Muted> },
          {
            header: 'Receipt',
            cell: (payment) => (
              <Receipt>
                <Unbroken>{payment.receiptNumber}</Unbroken>
                <CellActions>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={downloading(payment)}
                    onClick={() =>
                      receipt.run({ bookingId: booking.id, receiptNumber: payment.receiptNumber })
                    }
                  >
                    Download receipt<span className="visually-hidden"> {payment.receiptNumber}</span>
                  </Button>
                </CellActions>
              </Receipt>
            ),
          },
        ]}
        rows={booking.payments}
        rowKey={(payment) => payment.id}
        emptyText="No payments yet"
      />
    </Panel>
  );
}
