import { type BookingView, type Instalment, PAYMENT_PLAN_LABELS } from '@safa/contract';
import { formatDay, formatNaira } from '@safa/shared-ui';
import styled from 'styled-components';
import { Panel } from './booking-styles';
import { PlanChange } from './PlanChange';

const Instalments = styled.ol`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.15rem 1rem;
    padding-bottom: 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong { text-align: right; white-space: nowrap; }
  small { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;

const State = styled.span<{ $status: Instalment['status'] }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $status, theme }) =>
    $status === 'paid'
      ? theme.colors.success
      : $status === 'overdue'
        ? theme.colors.danger
        : $status === 'due'
          ? theme.colors.primaryDark
          : theme.colors.textMuted};
`;

const STATES: Record<Instalment['status'], string> = {
  paid: 'Paid',
  due: 'Due next',
  overdue: 'Overdue',
  upcoming: 'To come',
};

/** What part of an instalment the payments so far cover, when some but not all. */
const partOf = ({ amount, paid }: Instalment) =>
  paid > 0 && paid < amount ? `${formatNaira(paid)} paid, ${formatNaira(amount - paid)} left` : undefined;

/**
 * The booking's plan and its schedule: each payment asked and by when, filled in order by what was
 * paid (paying ahead fills the next), in words as well as colours; and another plan to choose, when
 * the departure offers one.
 */
export function PaymentSchedule({ booking, token }: { booking: BookingView; token: string }) {
  const { schedule } = booking;
  return (
    <Panel aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Your payment schedule</h2>
      <p>{PAYMENT_PLAN_LABELS[schedule.plan]}.</p>
      <Instalments aria-label="Payments by date">
        {schedule.instalments.map((instalment, index) => {
          const part = partOf(instalment);
          return (
            <li key={instalment.dueOn}>
              <span>
                {index === 0 ? 'Deposit' : `By ${formatDay(instalment.dueOn)}`} ·{' '}
                <State $status={instalment.status}>{STATES[instalment.status]}</State>
              </span>
              <strong>{formatNaira(instalment.amount)}</strong>
              {part ? <small>{part}</small> : null}
            </li>
          );
        })}
      </Instalments>
      <PlanChange booking={booking} token={token} />
    </Panel>
  );
}
