import { type BookingStatus, type BookingView, PAYMENT_MESSAGES, ROOM_LABELS } from '@safa/contract';
import { formAnchor, SENT_PARAMETER } from '@safa/remote-types';
import { CopyButton, formatDay, formatNaira } from '@safa/shared-ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBookingByLink } from '../../api/queries';
import { useSiteOrigin } from '../../api/site-origin';
import { Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { PAY_NOW, PAY_PARAMETER, RECEIVED_ANCHOR } from '../../forms/booking-form';
import { usePrivatePage } from '../../layout/useNoIndex';
import { formatLagosTime } from '../../site/lagos-time';
import { packageDetailsPath } from '../../site/packages';
import { findBookingPage } from '../find-booking/find-booking.page';
import { bookingTokenOf } from './booking.page';
import { BadNews, Copyable, Facts, GoodNews, Panel } from './booking-styles';
import { CardReturnNotice } from './CardReturnNotice';
import { HowToPay } from './HowToPay';
import { LostLinkPage } from './LostLinkPage';
import { PaymentHistory } from './PaymentHistory';
import { PaymentSchedule } from './PaymentSchedule';
import { ProofForm } from './ProofForm';
import { TravellersPanel } from './TravellersPanel';
import { type CardReturnState, useCardReturn } from './useCardReturn';
import { type CardWayBack, useCardWayBack } from './useCardWayBack';

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 44rem;
  h2 { margin: 0; font-size: 1.3rem; }
  p { margin: 0; }
`;

const Reference = styled.p`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: clamp(1.8rem, 8vw, 2.4rem);
  font-weight: 700;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.primaryDark};
  user-select: all;
`;

const PrivateLink = styled.p`
  flex: 1 1 16rem;
  min-width: 0;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Seats held, waiting for your deposit',
  checking: 'Payment being checked: your seats stay held',
  deposit_paid: 'Deposit received',
  paid: 'Paid in full',
  cancelled: 'Cancelled',
  expired: 'Expired: the seats were not paid for in time',
};

const ended = (booking: BookingView) => booking.status === 'cancelled' || booking.status === 'expired';

/** What is due now and by when, what is being checked, or what is to come back, as the booking stands. */
function WhereItStands({ booking }: { booking: BookingView }) {
  const { amounts, status } = booking;
  if (ended(booking)) {
    if (amounts.toRefund > 0) {
      return (
        <p>
          You paid <strong>{formatNaira(amounts.toRefund)}</strong> on this booking: we refund it, or take
          your booking back while seats are left, and send you a receipt. Nothing more is due.
        </p>
      );
    }
    return status === 'expired' ? (
      <p>
        If you paid before it expired, send us the proof below: we record it and take your booking back while
        seats are left.
      </p>
    ) : (
      <p>Nothing is due on this booking.</p>
    );
  }
  if (status === 'checking') {
    return (
      <p>
        We are checking the proof you sent against our bank statement. Your seats stay yours meanwhile; you
        get a receipt as soon as the payment is recorded.
      </p>
    );
  }
  const toRefund =
    amounts.toRefund > 0 ? (
      <p>
        You paid <strong>{formatNaira(amounts.toRefund)}</strong> more than the price: we refund it and send
        you a receipt.
      </p>
    ) : null;
  if (amounts.dueNow === 0) return toRefund;
  return status === 'held' ? (
    <p>
      We hold your seats until <strong>{formatLagosTime(booking.holdExpiresAt)} (Lagos time)</strong>. Pay{' '}
      <strong>{formatNaira(amounts.dueNow)}</strong> by then to keep them.
    </p>
  ) : (
    <p>
      The balance of <strong>{formatNaira(amounts.dueNow)}</strong> is due by{' '}
      <strong>{formatDay(booking.trip.balanceDueOn)}</strong>.
    </p>
  );
}

interface BookingDetailsProps {
  booking: BookingView;
  token: string;
  link: string;
  cardReturn: CardReturnState | undefined;
}

/**
 * The booking just made: said at the top of the page, which opens there (the app leaves the page
 * where the form's button was), focused with and without the app.
 */
function BookingReceived({ booking, payByCard }: { booking: BookingView; payByCard: boolean }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A page of its own: at once, not the site's smooth scroll from where the form's button was.
    window.scrollTo({ top: 0, behavior: 'instant' });
    notice.current?.focus({ preventScroll: true });
  }, []);
  return (
    // autoFocus is the browser's, before the app runs and without it; the app focuses it itself.
    <GoodNews ref={notice} role="status" id={RECEIVED_ANCHOR} tabIndex={-1} autoFocus>
      <strong>Booking received</strong>
      <span>
        Your reference is {booking.reference}. Keep it and the link below: they are how you find this booking
        again.
      </span>
      {payByCard ? (
        <span>
          Your seats are held for a short time only:{' '}
          <a href={`#${formAnchor('card')}`}>pay the deposit by card</a> now to keep them.
        </span>
      ) : null}
    </GoodNews>
  );
}

function BookingDetails({ booking, token, link, cardReturn }: BookingDetailsProps) {
  const [params] = useSearchParams();
  const justMade = params.get(SENT_PARAMETER) === 'booking';
  const { trip, amounts } = booking;
  // Something is due and the booking takes payments (the BFF says 0 otherwise).
  const payable = booking.payTo.amount > 0;
  const payByCard = params.get(PAY_PARAMETER) === PAY_NOW.value && payable && booking.cardPayment;
  return (
    <Body>
      {justMade ? <BookingReceived booking={booking} payByCard={payByCard} /> : null}
      {cardReturn ? <CardReturnNotice cardReturn={cardReturn} /> : null}

      <Panel aria-labelledby="reference-heading">
        <h2 id="reference-heading">Your booking reference</h2>
        <Copyable>
          <Reference data-testid="booking-reference">{booking.reference}</Reference>
          <CopyButton text={booking.reference} label="Copy the booking reference" />
        </Copyable>
        <p>{STATUS_LABELS[booking.status]}</p>
        <Facts>
          <dt>Total</dt>
          <dd data-testid="booking-total">{formatNaira(amounts.total)}</dd>
          <dt>Deposit</dt>
          <dd data-testid="booking-deposit">{formatNaira(amounts.depositDue)}</dd>
          <dt>Paid</dt>
          <dd>{formatNaira(amounts.paid)}</dd>
          {amounts.toRefund > 0 ? (
            <>
              <dt>To refund to you</dt>
              <dd data-testid="booking-to-refund">{formatNaira(amounts.toRefund)}</dd>
            </>
          ) : (
            <>
              <dt>Due now</dt>
              <dd>{formatNaira(amounts.dueNow)}</dd>
            </>
          )}
        </Facts>
        <WhereItStands booking={booking} />
      </Panel>

      {payable ? <HowToPay booking={booking} token={token} /> : null}
      {payable ? <PaymentSchedule booking={booking} token={token} /> : null}
      {/* A transfer to the booking's own account is recorded by itself: no proof to send. */}
      {(payable || booking.status === 'expired') && !booking.payTo.dedicated ? (
        <ProofForm token={token} />
      ) : null}
      <PaymentHistory booking={booking} token={token} />

      <Panel aria-labelledby="link-heading">
        <h2 id="link-heading">Keep this link</h2>
        <p>
          It is how you see your booking at any time. Anyone who has it can see your booking, so keep it to
          yourself.
        </p>
        <Copyable>
          <PrivateLink data-testid="private-link">{link}</PrivateLink>
          <CopyButton text={link} label="Copy the link to your booking" />
        </Copyable>
      </Panel>

      <Panel aria-labelledby="trip-heading">
        <h2 id="trip-heading">Your trip</h2>
        <Facts>
          <dt>Package</dt>
          <dd>
            <Link to={packageDetailsPath(trip.packageId)}>{trip.packageTitle}</Link>
          </dd>
          <dt>Leaves</dt>
          <dd>{formatDay(trip.departsOn)}</dd>
          {trip.returnsOn ? (
            <>
              <dt>Returns</dt>
              <dd>{formatDay(trip.returnsOn)}</dd>
            </>
          ) : null}
          <dt>Room</dt>
          <dd>{ROOM_LABELS[booking.room]}</dd>
          <dt>Balance due by</dt>
          <dd>{formatDay(trip.balanceDueOn)}</dd>
        </Facts>
      </Panel>

      <TravellersPanel booking={booking} token={token} />

      <Panel aria-labelledby="contact-heading">
        <h2 id="contact-heading">Lead contact</h2>
        <p>
          {booking.contact.name} · {booking.contact.phone} · {booking.contact.email}
        </p>
      </Panel>
    </Body>
  );
}

/** Back from a card payment: the booking's page on its way, or how to reach it when the way is spent. */
function WayBackPage({ wayBack }: { wayBack: CardWayBack }) {
  return (
    <>
      <PageHero title="Your booking" />
      <Section aria-label="Your booking">
        {wayBack.state === 'trading' ? (
          <p role="status">Opening your booking…</p>
        ) : (
          <BadNews $tone="warning" role="alert">
            <strong>We could not open your booking from here</strong>
            <span>{PAYMENT_MESSAGES.returnNotValid}</span>
            <Link to={findBookingPage.path}>Or find your booking with its reference</Link>
          </BadNews>
        )}
      </Section>
    </>
  );
}

/**
 * `/booking?token=…`: a booking as its private link shows it to its customer. Personal: the shell
 * never keeps it nor lets a shared cache, and it sends no referrer; a link that opens no booking says
 * how to find it.
 */
export default function BookingViewPage() {
  usePrivatePage();
  const [params] = useSearchParams();
  const token = bookingTokenOf(params);
  const query = useBookingByLink(token);
  const cardReturn = useCardReturn(token);
  const wayBack = useCardWayBack();
  const origin = useSiteOrigin();
  if (!token && wayBack) return <WayBackPage wayBack={wayBack} />;
  if (!token || query.isError) return <LostLinkPage token={token} />;
  if (!query.data) {
    return (
      <>
        <PageLoader queries={[query]} />
        <PageHero title="Your booking" />
      </>
    );
  }
  const link = `${origin}/booking?${new URLSearchParams({ token })}`;
  return (
    <>
      <PageHero title="Your booking" />
      <Section aria-label="Your booking">
        <BookingDetails booking={query.data} token={token} link={link} cardReturn={cardReturn} />
      </Section>
    </>
  );
}
