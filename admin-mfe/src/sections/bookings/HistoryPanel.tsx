import type { Booking } from '@safa/contract';
import { formatDate } from '@safa/shared-ui';
import styled from 'styled-components';
import { Muted, Panel } from './booking-layout';
import { actorText, eventLabel } from './booking-text';
import { StatusBadge } from './StatusBadge';

const Entries = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding-left: 1.25rem;
`;

const What = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

/** What happened to a booking, oldest first: each event, the status it left, by whom and when, its note. */
export function HistoryPanel({ booking }: { booking: Booking }) {
  return (
    <Panel $area="history" aria-labelledby="booking-history">
      <h3 id="booking-history">History</h3>
      <Entries>
        {booking.history.map((entry) => (
          <li key={`${entry.event} ${entry.at}`}>
            <What>
              <strong>{eventLabel(entry.event)}</strong>
              <StatusBadge status={entry.status} />
            </What>
            <Muted>
              {actorText(entry.by)} · {formatDate(entry.at, true)}
            </Muted>
            {entry.note ? <div>{entry.note}</div> : null}
          </li>
        ))}
      </Entries>
      <p>
        <Muted>Agreed to the privacy notice {formatDate(booking.consentAt, true)}.</Muted>
      </p>
    </Panel>
  );
}
