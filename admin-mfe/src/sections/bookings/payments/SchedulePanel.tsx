import { type Booking, type Instalment, PAYMENT_PLAN_LABELS } from '@safa/contract';
import { DataTable, formatDay, formatNaira } from '@safa/shared-ui';
import styled from 'styled-components';
import { Unbroken } from '../../../common/layout';
import { Panel } from '../booking-layout';
import { instalmentState } from './payment-text';

const Amount = styled(Unbroken)`
  font-variant-numeric: tabular-nums;
`;

/** An overdue instalment stands out: the customer is behind. */
const State = styled.span<{ $status: Instalment['status'] }>`
  ${({ $status, theme }) => ($status === 'overdue' ? `color: ${theme.colors.danger}; font-weight: 700;` : '')}
`;

/**
 * A booking's plan and its schedule as the BFF works it out: each payment asked and by when, what the
 * payments so far cover of it (filled in order), and where it stands.
 */
export function SchedulePanel({ booking }: { booking: Booking }) {
  const { schedule } = booking;
  return (
    <Panel $area="schedule" aria-labelledby="booking-schedule">
      <h3 id="booking-schedule">Payment schedule</h3>
      <p>Plan: {PAYMENT_PLAN_LABELS[schedule.plan]}</p>
      <DataTable
        caption={`Payment schedule of ${booking.reference}`}
        columns={[
          { header: 'Due by', cell: (instalment) => <Unbroken>{formatDay(instalment.dueOn)}</Unbroken> },
          { header: 'Amount', cell: (instalment) => <Amount>{formatNaira(instalment.amount)}</Amount> },
          { header: 'Paid', cell: (instalment) => <Amount>{formatNaira(instalment.paid)}</Amount> },
          {
            header: 'State',
            cell: ({ status }) => <State $status={status}>{instalmentState(status)}</State>,
          },
        ]}
        rows={schedule.instalments}
        rowKey={(instalment) => instalment.dueOn}
        emptyText="Nothing to pay"
      />
    </Panel>
  );
}
