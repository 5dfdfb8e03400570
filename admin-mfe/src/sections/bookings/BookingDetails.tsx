import { ApiError } from '@safa/api-client';
import { type Booking, bookingReplyLinks, type Proof } from '@safa/contract';
import { formatDate, formatDay, media } from '@safa/shared-ui';
import { useCallback, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../common/BackLink';
import { ContactDetails } from '../../common/ContactDetails';
import { DetailList, Section, SectionTitle } from '../../common/layout';
import { OneTapLinks } from '../../common/OneTapLinks';
import { useSectionPath } from '../../dashboard/section-paths';
import { roomLabel } from '../packages/departures/departure-text';
import { AmountsPanel } from './AmountsPanel';
import { BookingLifeActions } from './BookingLifeActions';
import { BookingLink } from './BookingLink';
import { Panel } from './booking-layout';
import { HistoryPanel } from './HistoryPanel';
import { MessagesPanel } from './messages/MessagesPanel';
import { BookingChangeActions } from './operator/BookingChangeActions';
import { LedgerPanel } from './payments/LedgerPanel';
import { MoneyFormDialog } from './payments/MoneyFormDialog';
import type { MoneyTarget } from './payments/money-form';
import { ProofsPanel } from './payments/ProofsPanel';
import { SchedulePanel } from './payments/SchedulePanel';
import { useProofInAddress } from './payments/useProofInAddress';
import { StatusBadge } from './StatusBadge';
import { TravellersPanel } from './travellers/TravellersPanel';
import { useBooking } from './useBookings';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  h2 { margin-right: auto; }
`;

const Trip = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * On a wide screen the travellers across the top, then the money on the left and the person to talk to
 * and what happened on the right (the panels side by side as tall as each other), then the payment
 * schedule, the ledger, the transfer proofs and the messages across (tables of their own); on a
 * phone the contact first (the operator calls), then the rest.
 */
const Columns = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'contact' 'travellers' 'amounts' 'schedule' 'ledger' 'proofs' 'history' 'messages';
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(16rem, 24rem);
    grid-template-areas:
      'travellers travellers' 'amounts contact' 'amounts history' 'schedule schedule' 'ledger ledger'
      'proofs proofs' 'messages messages';
    grid-template-rows: auto auto 1fr;
  }
`;

const CONTACT_LABELS = { whatsApp: 'WhatsApp', email: 'Send an e-mail', call: 'Call' };

/** Which list to go back to: the one the booking was opened from, with its filters. */
function useListAddress(): string {
  const { state } = useLocation();
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  return `${useSectionPath('bookings')}${typeof listSearch === 'string' ? listSearch : ''}`;
}

/** A booking whole (`/admin/bookings/<id>`): who travels, who to talk to, the money, what happened. */
export function BookingDetails() {
  const { bookingId = '' } = useParams();
  const { data: booking, error } = useBooking(bookingId);
  const list = useListAddress();

  if (!booking) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Section aria-labelledby="booking-title">
        <BackLink to={list}>All bookings</BackLink>
        <SectionTitle id="booking-title">{missing ? 'Booking not found' : 'Booking'}</SectionTitle>
        {error && !missing ? <p role="alert">Failed to load booking</p> : null}
        {!error ? <p>Loading the booking…</p> : null}
      </Section>
    );
  }
  return <LoadedBooking booking={booking} list={list} />;
}

function LoadedBooking({ booking, list }: { booking: Booking; list: string }) {
  const [moneyForm, setMoneyForm] = useState<MoneyTarget | null>(null);
  const recordProof = useCallback(
    (proof: Proof) =>
      setMoneyForm({ kind: 'payment', bookingId: booking.id, proof, amount: booking.amounts.dueNow }),
    [booking.id, booking.amounts.dueNow],
  );
  useProofInAddress(booking, recordProof);
  const { trip, contact } = booking;

  return (
    <Section aria-labelledby="booking-title">
      <BackLink to={list}>All bookings</BackLink>
      <Header>
        <SectionTitle id="booking-title">Booking {booking.reference}</SectionTitle>
        <StatusBadge status={booking.status} />
        <BookingChangeActions booking={booking} />
        <BookingLifeActions booking={booking} onRefund={setMoneyForm} />
      </Header>
      <Trip>
        <strong>{trip.packageTitle}</strong> · departs {formatDay(trip.departsOn)}
        {trip.returnsOn ? `, returns ${formatDay(trip.returnsOn)}` : ''} · {roomLabel(booking.room)} room ·
        booked {formatDate(booking.createdAt, true)}
      </Trip>
      <Columns>
        <Panel $area="contact" aria-labelledby="booking-contact">
          <h3 id="booking-contact">Lead contact</h3>
          <DetailList>
            <ContactDetails contact={contact} />
          </DetailList>
          <OneTapLinks links={bookingReplyLinks(booking)} labels={CONTACT_LABELS} />
          <BookingLink booking={booking} />
        </Panel>
        <TravellersPanel booking={booking} />
        <AmountsPanel booking={booking} onRefund={setMoneyForm} />
        <SchedulePanel booking={booking} />
        <LedgerPanel booking={booking} onRecord={setMoneyForm} />
        <ProofsPanel booking={booking} onRecord={recordProof} />
        <HistoryPanel booking={booking} />
        <MessagesPanel booking={booking} />
      </Columns>
      {moneyForm ? (
        <MoneyFormDialog booking={booking} target={moneyForm} onClose={() => setMoneyForm(null)} />
      ) : null}
    </Section>
  );
}
