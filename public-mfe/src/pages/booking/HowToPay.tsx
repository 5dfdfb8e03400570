import type { BookingView } from '@safa/contract';
import { CopyButton, formatDay, formatNaira, media } from '@safa/shared-ui';
import styled from 'styled-components';
import { Copyable, Facts, monospace, Panel } from './booking-styles';
import { CardPaymentForm } from './CardPaymentForm';

const AmountDue = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  strong { font-size: 1.5rem; color: ${({ theme }) => theme.colors.primaryDark}; }
`;

/* On a phone each value under its label, the whole width for the account number; side by side from 640 px. */
const Account = styled(Facts)`
  align-items: center;
  ${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.15rem;
    dd { text-align: left; margin-bottom: 0.6rem; }
  }
`;

/* The number with its copy button beside it, the button under it where the line is short. */
const AccountNumber = styled(Copyable)`
  ${media.up('sm')} { justify-content: flex-end; }
  span { ${monospace} font-size: 1.15rem; letter-spacing: 0.05em; }
`;

const Narration = styled.strong`
  ${monospace}
`;

/**
 * How to pay what is due now (the deposit, then the balance): by bank transfer to the agency's
 * account, the booking's reference as the narration, and by card when the agency takes cards.
 */
export function HowToPay({ booking, token }: { booking: BookingView; token: string }) {
  const { amounts, payTo, schedule } = booking;
  // The rest of the deposit is due first (see the contract's `dueNow`), then the balance, or on a
  // monthly plan the next instalment (what the BFF asks now).
  const next = schedule.instalments.find(({ status }) => status === 'due' || status === 'overdue');
  const part =
    amounts.paid < amounts.depositDue
      ? 'Deposit due now'
      : schedule.plan === 'monthly' && next
        ? `Instalment due by ${formatDay(next.dueOn)}`
        : 'Balance due now';
  return (
    <Panel aria-labelledby="pay-heading">
      <h2 id="pay-heading">How to pay</h2>
      <AmountDue>
        <span>{part}</span>
        <strong data-testid="amount-due">{formatNaira(payTo.amount)}</strong>
      </AmountDue>
      <h3>By bank transfer</h3>
      <Account>
        <dt>Bank</dt>
        <dd>{payTo.bankName}</dd>
        <dt>Account name</dt>
        <dd>{payTo.accountName}</dd>
        <dt>Account number</dt>
        <dd>
          <AccountNumber>
            <span data-testid="account-number">{payTo.accountNumber}</span>
            <CopyButton text={payTo.accountNumber} label="Copy the account number" />
          </AccountNumber>
        </dd>
        <dt>Amount</dt>
        <dd>{formatNaira(payTo.amount)}</dd>
      </Account>
      {payTo.dedicated ? (
        <p>
          This account is your booking’s own: send any amount, whenever you like, and each transfer is
          recorded here by itself, with its receipt. No proof to send.
        </p>
      ) : (
        <p>
          Use your booking reference <Narration>{payTo.narration}</Narration> as the transfer’s narration, so
          we know the payment is yours. Then send us your proof of payment below.
        </p>
      )}
      {booking.cardPayment ? (
        <>
          <h3>Or by card</h3>
          <CardPaymentForm token={token} amount={payTo.amount} balance={amounts.balance} />
        </>
      ) : null}
    </Panel>
  );
}
