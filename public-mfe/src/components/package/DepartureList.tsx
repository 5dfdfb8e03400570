import { type Departure, ROOM_LABELS } from '@safa/contract';
import { formatDay, formatNaira } from '@safa/shared-ui';
import styled from 'styled-components';
import { bookingPath, isSoldOut, roomsByPrice, seatsLeftLabel } from '../../site/departures';
import { AutoGrid, LinkButton, Section } from '../layout-styles';

const Card = styled.li`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { margin: 0; font-size: 1.15rem; color: ${({ theme }) => theme.colors.primaryDark}; }
  p { margin: 0; }
`;

const Seats = styled.p<{ $soldOut: boolean }>`
  justify-self: start;
  padding: 0.2rem 0.7rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  font-size: 0.9rem;
  background: ${({ $soldOut, theme }) => ($soldOut ? '#fdecea' : theme.colors.accentLight)};
  color: ${({ $soldOut, theme }) => ($soldOut ? theme.colors.danger : theme.colors.accentText)};
`;

const Rooms = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; text-align: right; white-space: nowrap; }
`;

/** '12 Sep 2026 – 3 Oct 2026', or the day out alone. */
export const tripDates = (departure: Pick<Departure, 'departsOn' | 'returnsOn'>) =>
  [departure.departsOn, departure.returnsOn].filter(Boolean).map(formatDay).join(' – ');

/** What is paid to hold the seats: the deposit per person, or the whole price when there is none. */
export const depositText = (departure: Pick<Departure, 'depositPerPerson'>) =>
  departure.depositPerPerson > 0
    ? `Deposit ${formatNaira(departure.depositPerPerson)} per person to hold your seats`
    : 'Paid in full to hold your seats';

/** The price per person of each room of a departure, cheapest first. */
export function RoomPrices({ departure }: { departure: Pick<Departure, 'rooms'> }) {
  return (
    <Rooms>
      {roomsByPrice(departure).map((room) => (
        <div key={room.type} style={{ display: 'contents' }}>
          <dt>{ROOM_LABELS[room.type]}</dt>
          <dd>
            {formatNaira(room.price)}
            <span className="visually-hidden"> per person</span>
          </dd>
        </div>
      ))}
    </Rooms>
  );
}

function DepartureCard({ departure }: { departure: Departure }) {
  const seats = seatsLeftLabel(departure.seatsLeft);
  const soldOut = isSoldOut(departure);
  return (
    <Card aria-labelledby={`departure-${departure.id}`}>
      <h3 id={`departure-${departure.id}`}>{tripDates(departure)}</h3>
      {seats ? <Seats $soldOut={soldOut}>{seats}</Seats> : null}
      <p>Price per person:</p>
      <RoomPrices departure={departure} />
      <p>{depositText(departure)}</p>
      {soldOut ? null : (
        <LinkButton to={bookingPath(departure)} aria-label={`Book the departure of ${tripDates(departure)}`}>
          Book
        </LinkButton>
      )}
    </Card>
  );
}

/**
 * A package's departures still taking bookings: dates, room prices per person, seats left, and Book;
 * under `title` (its other departures, where one could not be booked).
 */
export function DepartureList({
  departures,
  title = 'Departures',
}: {
  departures: Departure[];
  title?: string;
}) {
  if (departures.length === 0) return null;
  return (
    <Section $tone="soft" aria-labelledby="departures-heading">
      <h2 id="departures-heading">{title}</h2>
      <AutoGrid $min="18rem">
        {departures.map((departure) => (
          <DepartureCard key={departure.id} departure={departure} />
        ))}
      </AutoGrid>
    </Section>
  );
}
