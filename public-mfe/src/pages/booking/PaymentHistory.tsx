import type { BookingView, PaymentMethod } from '@safa/contract';
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

const Checked = styled.span<{ $checked: boolean }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $checked, theme }) => ($checked ? theme.colors.success : theme.colors.textMuted)};
`;

const METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
};

/** What was paid so far (payments and refunds, each with its receipt), and the proofs sent. */
export function PaymentHistory({ booking }: { booking: BookingView }) {
  const { payments, proofs, amounts } = booking;
  return (
    <Panel aria-labelledby="payments-heading">
      <h2 id="payments-heading">Your payments</h2>
      {payments.length > 0 ? (
        <Movements aria-label="Payments and refunds">
          {payments.map((payment) => (
            <li key={payment.id}>
              <span>
                {payment.kind === 'refund' ? 'Refund' : METHOD_LABELS[payment.method]} ·{' '}
                {formatDay(payment.paidOn)}
              </span>
              <strong>{`${payment.kind === 'refund' ? '−' : ''}${formatNaira(payment.amount)}`}</strong>
              <small>
                Receipt <Receipt>{payment.receiptNumber}</Receipt>
              </small>
            </li>
          ))}
        </Movements>
      ) : (
        <p>No payment is recorded on this booking yet.</p>
      )}
      <Facts>
        <dt>Paid</dt>
        <dd data-testid="booking-paid">{formatNaira(amounts.paid)}</dd>
        <dt>Balance</dt>
        <dd data-testid="booking-balance">{formatNaira(amounts.balance)}</dd>
      </Facts>
      {proofs.length > 0 ? (
        <>
          <h3 id="proofs-heading">Proofs you sent</h3>
          <Proofs aria-labelledby="proofs-heading">
            {proofs.map((proof) => (
              <li key={proof.id}>
                <span>{proof.fileName}</span>
                <small>Sent {formatLagosTime(proof.uploadedAt)} (Lagos time)</small>
                <Checked $checked={Boolean(proof.checkedAt)}>
                  {proof.checkedAt ? 'Checked' : 'Not checked yet'}
                </Checked>
              </li>
            ))}
          </Proofs>
        </>
      ) : null}
    </Panel>
  );
}
