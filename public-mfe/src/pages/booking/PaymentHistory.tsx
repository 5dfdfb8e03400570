import {
  type BookingView,
  type LedgerEntry,
  type PaymentMethod,
  REFUND_REASON_LABELS,
  routes,
} from '@safa/contract';
import { formatDay, formatNaira } from '@safa/shared-ui';
import styled from 'styled-components';
import { formatLagosTime } from '../../site/lagos-time';
import { Facts, monospace, Panel } from './booking-styles';

/* Each item on two lines: what it is (and its amount), then its details. */
const Items = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    gap: 0.15rem 1rem;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong { text-align: right; white-space: nowrap; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;

const Movements = styled(Items)`
  small { grid-column: 1 / -1; }
`;

/* A file's name may be long: the whole first line is its own. */
const Proofs = styled(Items)`
  li > span:first-child { grid-column: 1 / -1; overflow-wrap: anywhere; }
`;

const Receipt = styled.span`
  ${monospace}
`;

const ProofState = styled.span<{ $tone: 'good' | 'bad' | 'waiting' }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $tone, theme }) =>
    $tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.textMuted};
`;

const METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
};

/** A signed amount: '−₦150,000' for money back or a price lowered. */
const signed = (amount: number, negative: boolean) =>
  `${negative ? '−' : '+'}${formatNaira(Math.abs(amount))}`;

/** The PDF of a receipt of the booking whose private link carries `token` (a download, with or without the app). */
const receiptAddress = (token: string, number: string) =>
  `/api${routes.receiptByLink.path}?${new URLSearchParams({ token, number })}`;

/** The booking's statement as a PDF (a download, with or without the app). */
const statementAddress = (token: string) =>
  `/api${routes.statementByLink.path}?${new URLSearchParams({ token })}`;

/** One entry of the booking's ledger, as the customer reads it, a payment's or refund's receipt to download. */
function LedgerLine({ entry, token }: { entry: LedgerEntry; token: string }) {
  if (entry.kind === 'adjustment') {
    return (
      <li>
        <span>Price changed · {formatDay(entry.recordedAt.slice(0, 10))}</span>
        <strong>{signed(entry.amount, entry.amount < 0)}</strong>
        <small>{entry.reason}</small>
      </li>
    );
  }
  const refund = entry.kind === 'refund';
  return (
    <li>
      <span>
        {refund ? 'Refund' : METHOD_LABELS[entry.method]} · {formatDay(entry.paidOn)}
      </span>
      <strong>{refund ? signed(entry.amount, true) : formatNaira(entry.amount)}</strong>
      <small>
        {refund ? `${REFUND_REASON_LABELS[entry.reason]} · ` : ''}
        <a href={receiptAddress(token, entry.receiptNumber)} download>
          Receipt <Receipt>{entry.receiptNumber}</Receipt> (PDF)
        </a>
      </small>
    </li>
  );
}

/**
 * What was paid so far (payments, refunds, each with its receipt to download, and changes of the
 * price), and the proofs sent.
 */
export function PaymentHistory({ booking, token }: { booking: BookingView; token: string }) {
  const { ledger, proofs, amounts } = booking;
  return (
    <Panel aria-labelledby="payments-heading">
      <h2 id="payments-heading">Your payments</h2>
      {ledger.length > 0 ? (
        <Movements aria-label="Payments and refunds">
          {ledger.map((entry) => (
            <LedgerLine key={entry.id} entry={entry} token={token} />
          ))}
        </Movements>
      ) : (
        <p>No payment is recorded on this booking yet.</p>
      )}
      <Facts>
        <dt>Paid</dt>
        <dd data-testid="booking-paid">{formatNaira(amounts.paid)}</dd>
        {amounts.refunded > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd>{formatNaira(amounts.refunded)}</dd>
          </>
        ) : null}
        <dt>Balance</dt>
        <dd data-testid="booking-balance">{formatNaira(amounts.balance)}</dd>
      </Facts>
      <p>
        <a href={statementAddress(token)} download>
          Statement of this booking (PDF)
        </a>
      </p>
      {proofs.length > 0 ? (
        <>
          <h3 id="proofs-heading">Proofs you sent</h3>
          <Proofs aria-labelledby="proofs-heading">
            {proofs.map((proof) => (
              <li key={proof.id}>
                <span>{proof.fileName}</span>
                <small>
                  Sent {formatLagosTime(proof.uploadedAt)} (Lagos time)
                  {proof.refusal ? ` · We could not find this payment: ${proof.refusal}` : ''}
                </small>
                <ProofState $tone={proof.checkedAt ? 'good' : proof.refusedAt ? 'bad' : 'waiting'}>
                  {proof.checkedAt ? 'Checked' : proof.refusedAt ? 'Not found' : 'Being checked'}
                </ProofState>
              </li>
            ))}
          </Proofs>
        </>
      ) : null}
    </Panel>
  );
}
