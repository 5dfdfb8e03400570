import type { Departure, Package } from '@safa/contract';
import { formatNaira } from '@safa/shared-ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDepartures, usePackage } from '../../api/queries';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { DepartureList, tripDates } from '../../components/package/DepartureList';
import { usePostedForm, useWasSent } from '../../forms/posted-form';
import { waitlistFieldsOf } from '../../forms/waitlist-form';
import { useNoIndex } from '../../layout/useNoIndex';
import { isSoldOut, seatsLeftLabel } from '../../site/departures';
import { packageDetailsPath } from '../../site/packages';
import NotFoundPage from '../not-found/NotFoundPage';
import { PACKAGES_TRAIL } from '../package/package.page';
import { BookingForm } from './BookingForm';
import { bookingTripOf } from './book.page';
import { offersWaitlist, type RefusedBooking } from './booking-refusal';
import { useRefusedPosting } from './useRefusedPosting';
import { WaitlistForm } from './WaitlistForm';

const Trip = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1.5rem;
  p { margin: 0; }
  strong { color: ${({ theme }) => theme.colors.primaryDark}; }
`;

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 40rem;
`;

/** A departure the address names that takes no bookings (closed, or left): said so, with the package's others. */
function DepartureGone({ item, departures }: { item: Package; departures: Departure[] }) {
  return (
    <>
      <PageHero title={`Book ${item.title}`} trail={PACKAGES_TRAIL} />
      <Section aria-label="Booking">
        <Body>
          <EmptyState>
            {departures.length > 0
              ? 'This departure is not taking bookings: it has left, or it is closed. The package’s other departures are below.'
              : 'This departure is not taking bookings: it has left, or it is closed. No other departure of this package is open just now.'}
          </EmptyState>
          <LinkButton to={packageDetailsPath(item.id)}>About this package</LinkButton>
        </Body>
      </Section>
      <DepartureList departures={departures} title="Other departures" />
    </>
  );
}

/** `/book?package=…&departure=…`: the booking form of one departure of a package. */
export default function BookingPage() {
  useNoIndex();
  const [params] = useSearchParams();
  const { packageId, departureId } = bookingTripOf(params);
  const pkg = usePackage(packageId);
  const departures = useDepartures(packageId);
  const departure = departures.data?.find((candidate) => candidate.id === departureId);

  if (!packageId || !departureId || pkg.isError || departures.isError) return <NotFoundPage />;
  if (!pkg.data || !departures.data) {
    return (
      <>
        <PageLoader queries={[pkg, departures]} />
        <PageHero title="Book your trip" />
      </>
    );
  }
  if (!departure) return <DepartureGone item={pkg.data} departures={departures.data} />;

  return <DepartureBooking item={pkg.data} departure={departure} departures={departures.data} />;
}

interface DepartureBookingProps {
  item: Package;
  departure: Departure;
  /** The package's departures taking bookings, this one among them. */
  departures: Departure[];
}

/**
 * A departure's booking form, or that it is sold out; and what a refusal offers instead: the waitlist
 * (sold out, or its seats held by unpaid bookings) and the package's other departures (sold out).
 */
function DepartureBooking({ item, departure, departures }: DepartureBookingProps) {
  const posting = useRefusedPosting();
  const [refused, setRefused] = useState<RefusedBooking>();
  const answered = refused ?? posting;
  const refusal = answered?.refusal;
  const waitlistSent = useWasSent('waitlist');
  const waitlistRefused = usePostedForm('waitlist') !== undefined;
  const soldOut = isSoldOut(departure) || refusal?.soldOut === true;
  const seats = seatsLeftLabel(departure.seatsLeft);
  return (
    <>
      <PageHero title={`Book ${item.title}`} trail={PACKAGES_TRAIL} />
      <Section aria-label="Booking">
        <Body>
          <Trip>
            <p>
              <strong>{tripDates(departure)}</strong>
            </p>
            {seats ? <p>{seats}</p> : null}
            <p>
              {departure.depositPerPerson > 0
                ? `Deposit ${formatNaira(departure.depositPerPerson)} per person to hold your seats; the balance is due by the date on your booking.`
                : 'Paid in full to hold your seats.'}
            </p>
            <p>
              <Link to={packageDetailsPath(item.id)}>About this package</Link>
            </p>
          </Trip>
          {isSoldOut(departure) ? (
            <EmptyState>This departure is sold out.</EmptyState>
          ) : (
            <BookingForm departure={departure} refused={refused} onRefused={setRefused} />
          )}
        </Body>
      </Section>
      {soldOut || offersWaitlist(refusal) || waitlistSent || waitlistRefused ? (
        <WaitlistForm
          departure={departure}
          {...(answered && { prefill: waitlistFieldsOf(answered.values) })}
        />
      ) : null}
      {soldOut ? (
        <DepartureList
          departures={departures.filter(({ id }) => id !== departure.id)}
          title="Other departures"
        />
      ) : null}
    </>
  );
}
