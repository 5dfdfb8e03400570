import { BOOKING_STATUSES, type BookingStatus, type BookingSummary } from '@safa/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  formatDay,
  formatNaira,
  Pagination,
  Select,
} from '@safa/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useListFilters } from '../../common/ListFilters';
import { CellActions, Section, SectionTitle, Toolbar, Unbroken } from '../../common/layout';
import { SearchBox } from '../../common/SearchBox';
import { roomLabel } from '../packages/departures/departure-text';
import { useNamedDepartures } from '../packages/departures/useDepartures';
import { Lines, Muted } from './booking-layout';
import { statusLabel } from './booking-text';
import { DepartureActions } from './departure/DepartureActions';
import { proofsWaiting } from './payments/proof-state';
import { StatusBadge } from './StatusBadge';
import { useBookingPage } from './useBookings';

const Reference = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-weight: 700;
  white-space: nowrap;
`;

/**
 * A trip's title breaks between words only: the table then gives it the room of its longest word
 * (text that may break anywhere is squeezed to a letter's width beside the unbroken amounts).
 */
const TripLines = styled(Lines)`
  li { overflow-wrap: break-word; }
`;

/** The search first and widest, so that what it searches by stays readable beside three filters. */
const Filters = styled(Toolbar)`
  & > input[type='search'] { flex: 2 1 19rem; }
`;

/** The section's title, and the money of its bookings beside it. */
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const HeadingActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const OBJECT_ID = /^[a-f\d]{24}$/i;

const isStatus = (value: string | undefined): value is BookingStatus =>
  BOOKING_STATUSES.some((status) => status === value);

/** Bookings with a transfer proof not yet checked (`?proofs=unchecked`), as the dashboard links to them. */
const PROOFS_TO_CHECK = 'unchecked';

/** A booking's proofs waiting for the operator, said under its status. */
function proofsToCheck(booking: BookingSummary): string | undefined {
  const count = proofsWaiting(booking.proofs);
  if (count === 0) return undefined;
  return count === 1 ? '1 proof to check' : `${count} proofs to check`;
}

export function BookingsSection() {
  const filters = useListFilters<'status' | 'departureId' | 'proofs'>();
  const requestedStatus = filters.get('status');
  const status = isStatus(requestedStatus) ? requestedStatus : undefined;
  const requestedDeparture = filters.get('departureId');
  const departureId =
    requestedDeparture && OBJECT_ID.test(requestedDeparture) ? requestedDeparture : undefined;
  const proofs = filters.get('proofs') === PROOFS_TO_CHECK ? PROOFS_TO_CHECK : undefined;
  const { items, page, totalPages, setPage, searchText, setSearchText } = useBookingPage({
    departureId,
    status,
    proofs,
  });
  const departures = useNamedDepartures() ?? [];
  const departure = departures.find((candidate) => candidate.id === departureId);
  const { search } = useLocation();

  const filterBy = (key: 'status' | 'departureId' | 'proofs', value: string) =>
    filters.set(key, value === 'all' ? undefined : value);

  const columns: DataTableColumn<BookingSummary>[] = [
    { header: 'Reference', cell: (booking) => <Reference>{booking.reference}</Reference> },
    {
      header: 'Trip',
      cell: (booking) => (
        <TripLines>
          <li>{booking.trip.packageTitle}</li>
          <li>
            <Muted>
              {formatDay(booking.trip.departsOn)} · {roomLabel(booking.room)} room
            </Muted>
          </li>
        </TripLines>
      ),
    },
    {
      header: 'Lead contact',
      cell: (booking) => (
        <Lines>
          <li>{booking.contact.name}</li>
          <li>
            <Muted>
              <Unbroken>{booking.contact.phone}</Unbroken>
            </Muted>
          </li>
        </Lines>
      ),
    },
    {
      header: 'Travellers',
      cell: (booking) => (
        <Lines aria-label={`Travellers of ${booking.reference}`}>
          {booking.travellers.map((traveller, index) => (
            // A family may give two travellers the same name; their place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>
              {traveller.fullName}
              {/* Masked by the BFF: whole only in the booking's details and the manifest. */}
              {traveller.passportNumber ? <Muted> · {traveller.passportNumber}</Muted> : null}
            </li>
          ))}
        </Lines>
      ),
    },
    {
      header: 'Amounts',
      cell: (booking) => (
        <Lines>
          <li>
            <Unbroken>{formatNaira(booking.amounts.total)}</Unbroken>
          </li>
          <li>
            <Muted>
              <Unbroken>paid {formatNaira(booking.amounts.paid)}</Unbroken>
            </Muted>
          </li>
          <li>
            <Muted>
              <Unbroken>balance {formatNaira(booking.amounts.balance)}</Unbroken>
            </Muted>
          </li>
          {booking.amounts.toRefund > 0 ? (
            <li>
              <strong>
                <Unbroken>{formatNaira(booking.amounts.toRefund)} to refund</Unbroken>
              </strong>
            </li>
          ) : null}
        </Lines>
      ),
    },
    {
      header: 'Status',
      cell: (booking) => {
        const waiting = proofsToCheck(booking);
        return (
          <Lines>
            <li>
              <StatusBadge status={booking.status} />
            </li>
            {waiting ? <li>{waiting}</li> : null}
          </Lines>
        );
      },
    },
    {
      header: 'Actions',
      cell: (booking) => (
        <CellActions>
          <Button as={Link} to={booking.id} state={{ listSearch: search }} $variant="secondary">
            View<span className="visually-hidden"> booking {booking.reference}</span>
          </Button>
        </CellActions>
      ),
    },
  ];

  return (
    <Section aria-labelledby="bookings-title">
      <Heading>
        <SectionTitle id="bookings-title">Bookings</SectionTitle>
        <HeadingActions>
          <Button as={Link} to="new">
            New booking
          </Button>
          <Button
            as={Link}
            to={departureId ? `money?departureId=${departureId}` : 'money'}
            $variant="secondary"
          >
            Money report
          </Button>
        </HeadingActions>
      </Heading>
      <Filters>
        <SearchBox label="Search by reference, name or phone" value={searchText} onChange={setSearchText} />
        <Select
          aria-label="Departure"
          value={departureId ?? 'all'}
          onChange={(event) => filterBy('departureId', event.target.value)}
        >
          <option value="all">All Departures</option>
          {departureId && !departure ? <option value={departureId}>One departure</option> : null}
          {departures.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Status"
          value={status ?? 'all'}
          onChange={(event) => filterBy('status', event.target.value)}
        >
          <option value="all">All Status</option>
          {BOOKING_STATUSES.map((option) => (
            <option key={option} value={option}>
              {statusLabel(option)}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Transfer proofs"
          value={proofs ?? 'all'}
          onChange={(event) => filterBy('proofs', event.target.value)}
        >
          <option value="all">Any Proofs</option>
          <option value={PROOFS_TO_CHECK}>Proofs to Check</option>
        </Select>
      </Filters>
      {departureId ? (
        <DepartureActions departureId={departureId} departureName={departure?.name ?? 'this departure'} />
      ) : null}
      <DataTable
        caption="Bookings"
        columns={columns}
        rows={items}
        rowKey={(booking) => booking.id}
        emptyText="No bookings found"
      />
      <Pagination label="Booking pages" page={page} totalPages={totalPages} onPageChange={setPage} />
    </Section>
  );
}
