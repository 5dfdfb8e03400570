import { formatNaira } from '@safa/shared-ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDepartures, usePackage } from '../../api/queries';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { tripDates } from '../../components/package/DepartureList';
import { useNoIndex } from '../../layout/useNoIndex';
import { isSoldOut, seatsLeftLabel } from '../../site/departures';
import { packageDetailsPath } from '../../site/packages';
import NotFoundPage from '../not-found/NotFoundPage';
import { PACKAGES_TRAIL } from '../package/package.page';
import { BookingForm } from './BookingForm';
import { bookingTripOf } from './book.page';

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

/** `/book?package=…&departure=…`: the booking form of one departure of a package. */
export default function BookingPage() {
  useNoIndex();
  const [params] = useSearchParams();
  const { packageId, departureId } = bookingTripOf(params);
  const pkg = usePackage(packageId);
  const departures = useDepartures(packageId);
  const departure = departures.data?.find((candidate) => candidate.id === departureId);

  const unknown =
    !packageId || !departureId || pkg.isError || departures.isError || (departures.data && !departure);
  if (unknown) return <NotFoundPage />;
  if (!pkg.data || !departure) {
    return (
      <>
        <PageLoader queries={[pkg, departures]} />
        <PageHero title="Book your trip" />
      </>
    );
  }

  const seats = seatsLeftLabel(departure.seatsLeft);
  return (
    <>
      <PageHero title={`Book ${pkg.data.title}`} trail={PACKAGES_TRAIL} />
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
              <Link to={packageDetailsPath(pkg.data.id)}>About this package</Link>
            </p>
          </Trip>
          {isSoldOut(departure) ? (
            <>
              <EmptyState>This departure is sold out.</EmptyState>
              <LinkButton to={packageDetailsPath(pkg.data.id)}>See the other departures</LinkButton>
            </>
          ) : (
            <BookingForm departure={departure} />
          )}
        </Body>
      </Section>
    </>
  );
}
