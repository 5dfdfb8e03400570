import { categoryLabel, type DashboardSummary } from '@safa/contract';
import { formatDay, formatNaira, media, theme } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OneTapLink } from '../../common/OneTapLinks';
import { plural } from '../../common/plural';
import { useMediaQuery } from '../../common/useMediaQuery';
import { statusLabel } from '../../sections/bookings/booking-text';
import { departureName } from '../../sections/packages/departures/departure-text';
import { MessagesOutbox } from './MessagesOutbox';
import { Card } from './summary-card';
import { useWorkSummary } from './useWorkSummary';
import { waitingTime } from './waiting-time';

/** The cards side by side from this width; below it, the summary is one line that opens. */
const WIDE = `(min-width: ${theme.breakpoints.lg}px)`;

const Summary = styled.section`
  margin-bottom: 1.5rem;
  @media print { display: none; }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  ${media.up('lg')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Disclosure = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    min-height: 44px;
    padding: 0.65rem 1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryDark};
    cursor: pointer;
  }
  &[open] summary { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  ${Cards} { padding: 0.75rem; }
`;

const Headline = styled(Link)`
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

/** The week's enquiries, by category and by package, each linking to those enquiries. */
function ThisWeek({ week, messages }: { week: DashboardSummary['week']; messages: string }) {
  const since = `since=${encodeURIComponent(week.since)}`;
  return (
    <Card>
      <h3>This week</h3>
      <Link to={`${messages}?${since}`}>
        {week.enquiries} {week.enquiries === 1 ? 'enquiry' : 'enquiries'}
      </Link>
      {week.byCategory.length > 0 ? (
        <ul aria-label="Enquiries this week, per type">
          {week.byCategory.map(({ category, count }) => (
            <li key={category}>
              <Link to={`${messages}?category=${category}&${since}`}>
                {categoryLabel(category)}: {count}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {week.byPackage.length > 0 ? (
        <ul aria-label="Enquiries this week, per package">
          {week.byPackage.map(({ packageId, packageTitle, count }) => (
            <li key={packageId}>
              <Link to={`${messages}?package=${encodeURIComponent(packageId)}&${since}`}>
                {packageTitle}: {count}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** Across the whole row on a wide screen, below the enquiries: the next departures side by side. */
const BookingsCard = styled(Card)`
  ${media.up('lg')} { grid-column: 1 / -1; grid-row: 2; }
`;

/** A card's items side by side, each at least `$itemWidth` wide; one under the other on a phone. */
const SideBySide = styled.ul<{ $itemWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $itemWidth }) => $itemWidth}, 1fr));
  gap: 0.75rem 1rem;
  padding: 0 !important;
  list-style: none;
  li { display: grid; gap: 0.25rem; align-content: start; justify-items: start; }
`;

/** Bookings waiting for their deposit, and how full the next departures are, each linking to its bookings. */
function Bookings({ bookings, list }: { bookings: DashboardSummary['bookings']; list: string }) {
  return (
    <BookingsCard>
      <Headline to={`${list}?status=held`}>
        {`${plural(bookings.held, 'booking', 'bookings')} held awaiting payment`}
      </Headline>
      {bookings.nextDepartures.length > 0 ? (
        <SideBySide $itemWidth="11rem" aria-label="Seats left on the next departures">
          {bookings.nextDepartures.map(({ departureId, packageTitle, departsOn, seats, seatsLeft }) => (
            <li key={departureId}>
              <Link to={`${list}?departureId=${encodeURIComponent(departureId)}`}>
                {departureName(packageTitle, departsOn)}
              </Link>
              <span>{seatsLeft > 0 ? `${seatsLeft} of ${seats} seats left` : 'Sold out'}</span>
            </li>
          ))}
        </SideBySide>
      ) : (
        <p>No departures to come.</p>
      )}
    </BookingsCard>
  );
}

/** Across the whole row on a wide screen, below the bookings: the overdue balances side by side. */
const PaymentsCard = styled(Card)`
  ${media.up('lg')} { grid-column: 1 / -1; grid-row: 3; }
  h3 { margin: 0.75rem 0 0.25rem; }
`;

/** Bookings with money to give back (beyond their price, or paid on a booking that ended), each linking to it. */
function ToRefund({ toRefund, list }: { toRefund: DashboardSummary['payments']['toRefund']; list: string }) {
  if (toRefund.length === 0) return null;
  return (
    <>
      <h3 id="to-refund">To refund or reinstate</h3>
      <SideBySide $itemWidth="15rem" aria-labelledby="to-refund">
        {toRefund.map(({ bookingId, reference, name, status, amount }) => (
          <li key={bookingId}>
            <span>
              <Link to={`${list}/${encodeURIComponent(bookingId)}`}>{reference}</Link> · {name}
            </span>
            <span>
              {formatNaira(amount)} to refund · {statusLabel(status)}
            </span>
          </li>
        ))}
      </SideBySide>
    </>
  );
}

/** From this share of their storage, the dashboard warns that proofs will soon be refused. */
const PROOF_STORAGE_WARNING = 0.8;

/** A warning once transfer proofs near their storage's cap, where new ones are refused. */
function ProofStorage({ usedBytes, maxBytes }: DashboardSummary['payments']['proofStorage']) {
  const share = usedBytes / maxBytes;
  if (share < PROOF_STORAGE_WARNING) return null;
  return (
    <p role="status">
      <strong>Transfer proofs fill {Math.min(100, Math.floor(share * 100))}% of their storage.</strong>{' '}
      {share >= 1
        ? 'Customers cannot send proofs now: they are asked to send them on WhatsApp.'
        : 'When it is full, customers are asked to send proofs on WhatsApp instead.'}{' '}
      Ask your developer to make room (PROOF_STORAGE_MAX_MB).
    </p>
  );
}

/**
 * Transfer proofs waiting to be checked, money to give back (or keep by reinstating the booking), and
 * each balance past its day with a reminder on WhatsApp.
 */
function Payments({ payments, list }: { payments: DashboardSummary['payments']; list: string }) {
  return (
    <PaymentsCard>
      <Headline to={`${list}?proofs=unchecked`}>
        {`${plural(payments.proofsToCheck, 'payment proof', 'payment proofs')} to check`}
      </Headline>
      <ProofStorage {...payments.proofStorage} />
      <ToRefund toRefund={payments.toRefund} list={list} />
      {payments.overdueBalances.length > 0 ? (
        <>
          <h3 id="overdue-balances">Overdue balances</h3>
          <SideBySide $itemWidth="15rem" aria-labelledby="overdue-balances">
            {payments.overdueBalances.map(
              ({ bookingId, reference, name, phone, balance, overdue, dueOn, whatsApp }) => (
                <li key={bookingId}>
                  <span>
                    <Link to={`${list}/${encodeURIComponent(bookingId)}`}>{reference}</Link> · {name}
                  </span>
                  <span>
                    {overdue < balance
                      ? `Instalment ${formatNaira(overdue)} due ${formatDay(dueOn)} (balance ${formatNaira(balance)})`
                      : `${formatNaira(balance)} due ${formatDay(dueOn)}`}
                  </span>
                  {whatsApp ? (
                    <OneTapLink href={whatsApp} target="_blank" rel="noopener noreferrer">
                      Remind on WhatsApp<span className="visually-hidden"> ({reference})</span>
                    </OneTapLink>
                  ) : (
                    <a href={`tel:${phone}`}>{phone}</a>
                  )}
                </li>
              ),
            )}
          </SideBySide>
        </>
      ) : (
        <p>No balance is overdue.</p>
      )}
    </PaymentsCard>
  );
}

/**
 * The summary in one line, for the phone: '3 unresponded · 2 bookings held · 1 payment proof to check ·
 * 1 booking to refund · 1 balance overdue · 2 messages failing · 4 enquiries this week · 5 new
 * subscribers' (bookings, payments and messages only when there are some).
 */
const oneLine = ({ unresponded, bookings, payments, messages, week }: DashboardSummary) =>
  [
    `${unresponded} unresponded`,
    ...(bookings.held > 0 ? [`${plural(bookings.held, 'booking', 'bookings')} held`] : []),
    ...(payments.proofsToCheck > 0
      ? [`${plural(payments.proofsToCheck, 'payment proof', 'payment proofs')} to check`]
      : []),
    ...(payments.toRefund.length > 0
      ? [plural(payments.toRefund.length, 'booking to refund', 'bookings to refund')]
      : []),
    ...(payments.overdueBalances.length > 0
      ? [`${plural(payments.overdueBalances.length, 'balance', 'balances')} overdue`]
      : []),
    ...(messages.failing > 0 ? [`${plural(messages.failing, 'message', 'messages')} failing`] : []),
    `${plural(week.enquiries, 'enquiry', 'enquiries')} this week`,
    plural(week.subscribers, 'new subscriber', 'new subscribers'),
  ].join(' · ');

/**
 * What needs doing, above every section: enquiries waiting for an answer first. Side by side on a
 * wide screen; on a phone one line, which opens, so that the section itself starts near the top.
 */
export function WorkSummary({ basePath }: { basePath: string }) {
  const { data } = useWorkSummary();
  const wide = useMediaQuery(WIDE);
  if (!data) return null;
  const cards = <SummaryCards data={data} basePath={basePath} />;
  return (
    <Summary aria-labelledby="work-summary-title">
      <h2 id="work-summary-title" className="visually-hidden">
        What needs doing
      </h2>
      {wide ? (
        cards
      ) : (
        <Disclosure>
          <summary>{oneLine(data)}</summary>
          {cards}
        </Disclosure>
      )}
    </Summary>
  );
}

function SummaryCards({ data, basePath }: { data: DashboardSummary; basePath: string }) {
  const messages = `${basePath}/messages`;
  return (
    <Cards>
      <Card>
        <Headline
          to={`${messages}?status=Unresponded`}
        >{`${data.unresponded} unresponded enquiries`}</Headline>
        <p>
          {data.oldestUnrespondedAt
            ? `The oldest has waited ${waitingTime(data.oldestUnrespondedAt)}.`
            : 'Every enquiry has been answered.'}
        </p>
        {data.mailsNotSent > 0 ? (
          <p>
            <Link to={`${messages}?since=${encodeURIComponent(data.week.since)}`}>
              {`${data.mailsNotSent} ${data.mailsNotSent === 1 ? 'enquiry was' : 'enquiries were'} not e-mailed to you this week`}
            </Link>
            : they are all in Contact Messages.
          </p>
        ) : null}
      </Card>
      <Bookings bookings={data.bookings} list={`${basePath}/bookings`} />
      <Payments payments={data.payments} list={`${basePath}/bookings`} />
      <ThisWeek week={data.week} messages={messages} />
      <Card>
        <h3>Newsletter</h3>
        <Link to={`${basePath}/newsletter?since=${encodeURIComponent(data.week.since)}`}>
          {data.week.subscribers} new {data.week.subscribers === 1 ? 'subscriber' : 'subscribers'} this week
        </Link>
      </Card>
      <MessagesOutbox outbox={data.messages} />
    </Cards>
  );
}
