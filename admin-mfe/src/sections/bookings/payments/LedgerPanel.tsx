import { type Booking, type LedgerEntry, type MoneyEntry, REFUND_REASON_LABELS } from '@safa/contract';
import { Button, DataTable, formatDate, formatDay } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CellActions, Unbroken } from '../../../common/layout';
import { Lines, Muted, Panel, PanelHeader } from '../booking-layout';
import type { MoneyTarget } from './money-form';
import { PriceChangeDialog } from './PriceChangeDialog';
import { entryAmount, kindLabel, methodLabel } from './payment-text';
import { useDownloadReceipt, useDownloadStatement } from './usePayments';

const Receipt = styled.div`
  display: grid;
  gap: 0.35rem;
  justify-items: start;
`;

const Amount = styled(Unbroken)`
  font-variant-numeric: tabular-nums;
`;

interface LedgerPanelProps {
  booking: Booking;
  /** Opens the form that records a payment or a refund. */
  onRecord: (target: MoneyTarget) => void;
}

const isMoney = (entry: LedgerEntry): entry is MoneyEntry => entry.kind !== 'adjustment';

/** When it happened: the day money moved, or the day the price changed. */
const entryDay = (entry: LedgerEntry) =>
  isMoney(entry) ? formatDay(entry.paidOn) : formatDate(entry.recordedAt);

/** Why: a refund's reason and its note, a price change's reason, a payment's note. */
function entryWhy(entry: LedgerEntry) {
  if (entry.kind === 'adjustment') return entry.reason;
  if (entry.kind === 'payment') return entry.note ?? <Muted>None</Muted>;
  return (
    <Lines>
      <li>{REFUND_REASON_LABELS[entry.reason]}</li>
      {entry.note ? <li>{entry.note}</li> : null}
    </Lines>
  );
}

/**
 * A booking's ledger: the money in and out, each with its receipt, and the changes of its price; the
 * whole as a statement.
 * Money can be recorded on any booking (it may come for one that expired), a refund of what is
 * paid, a change of the price (a discount) at any time.
 */
export function LedgerPanel({ booking, onRecord }: LedgerPanelProps) {
  const [changingPrice, setChangingPrice] = useState(false);
  const receipt = useDownloadReceipt();
  const statement = useDownloadStatement();
  const downloading = (entry: MoneyEntry) =>
    receipt.pendingVariables.some((pending) => pending.receiptNumber === entry.receiptNumber);

  return (
    <Panel $area="ledger" aria-labelledby="booking-ledger">
      <PanelHeader>
        <h3 id="booking-ledger">Ledger</h3>
        <CellActions>
          <Button
            type="button"
            onClick={() =>
              onRecord({ kind: 'payment', bookingId: booking.id, amount: booking.amounts.dueNow })
            }
          >
            Record a payment
          </Button>
          {booking.amounts.paid > 0 ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onRecord({ kind: 'refund', bookingId: booking.id })}
            >
              Refund
            </Button>
          ) : null}
          <Button type="button" $variant="secondary" onClick={() => setChangingPrice(true)}>
            Change the price
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={statement.isPending}
            onClick={() => statement.run(booking.id)}
          >
            Statement (PDF)
          </Button>
        </CellActions>
      </PanelHeader>
      <DataTable
        caption={`Ledger of ${booking.reference}`}
        columns={[
          { header: 'Date', cell: (entry) => <Unbroken>{entryDay(entry)}</Unbroken> },
          { header: 'Kind', cell: (entry) => kindLabel(entry.kind) },
          { header: 'Amount', cell: (entry) => <Amount>{entryAmount(entry)}</Amount> },
          {
            header: 'Method',
            cell: (entry) => (isMoney(entry) ? methodLabel(entry.method) : <Muted>None</Muted>),
          },
          { header: 'Reason or note', cell: entryWhy },
          {
            header: 'Receipt',
            cell: (entry) =>
              isMoney(entry) ? (
                <Receipt>
                  <Unbroken>{entry.receiptNumber}</Unbroken>
                  <CellActions>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={downloading(entry)}
                      onClick={() =>
                        receipt.run({ bookingId: booking.id, receiptNumber: entry.receiptNumber })
                      }
                    >
                      Download receipt<span className="visually-hidden"> {entry.receiptNumber}</span>
                    </Button>
                  </CellActions>
                </Receipt>
              ) : (
                <Muted>No receipt</Muted>
              ),
          },
        ]}
        rows={booking.ledger}
        rowKey={(entry) => entry.id}
        emptyText="Nothing recorded yet"
      />
      {changingPrice ? <PriceChangeDialog booking={booking} onClose={() => setChangingPrice(false)} /> : null}
    </Panel>
  );
}
