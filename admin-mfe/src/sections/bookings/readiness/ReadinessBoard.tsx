import type { ReadinessRow } from '@safa/contract';
import { Button, DataTable, type DataTableColumn, formatDay, formatNaira } from '@safa/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../../common/BackLink';
import { Section, SectionTitle, Unbroken, WordsUnbroken } from '../../../common/layout';
import { useSectionPath } from '../../../dashboard/section-paths';
import { useNamedDepartures } from '../../packages/departures/useDepartures';
import { Lines, Muted } from '../booking-layout';
import { CheckedText, Problem, ReadyBadge } from './Checklist';
import { checklistOf, readyCountText } from './readiness-text';
import { useReadinessBoard } from './useReadiness';

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.p`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
`;

/** The booking's money beside each of its travellers: what is paid, what is left and by when. */
function money(row: ReadinessRow) {
  return (
    <Lines>
      <li>
        <Unbroken>Paid {formatNaira(row.paid)}</Unbroken>
      </li>
      {row.balance > 0 ? (
        <li>
          <Muted>
            <Unbroken>Balance {formatNaira(row.balance)}</Unbroken>{' '}
            <Unbroken>due {formatDay(row.balanceDueOn)}</Unbroken>
          </Muted>
        </li>
      ) : null}
    </Lines>
  );
}

/**
 * A departure's readiness board (`/admin/bookings/readiness/<departureId>`), the operator's view before
 * a trip: every traveller holding a seat with their booking's money, their details, documents, visa
 * and room, what is missing in words, and who is ready to fly. A table on a laptop, a card a traveller
 * on a phone.
 */
export function ReadinessBoard() {
  const { departureId = '' } = useParams();
  const { data: board, isPending } = useReadinessBoard(departureId);
  const departure = useNamedDepartures()?.find((candidate) => candidate.id === departureId);
  const bookings = useSectionPath('bookings');
  const rows = board?.rows ?? [];

  const columns: DataTableColumn<ReadinessRow>[] = [
    {
      header: 'Traveller',
      cell: (row) => (
        <Lines>
          <li>
            <strong>{row.fullName}</strong>
          </li>
          <li>
            <Link to={`${bookings}/${row.bookingId}`}>
              <Unbroken>{row.bookingReference}</Unbroken>
              <span className="visually-hidden"> (booking of {row.fullName})</span>
            </Link>
          </li>
        </Lines>
      ),
    },
    { header: 'Money', cell: money },
    { header: 'Details', cell: (row) => <CheckedText line={checklistOf(row.readiness).Details} /> },
    {
      header: 'Documents',
      cell: ({ readiness }) => (
        <Lines>
          <li>
            <CheckedText line={checklistOf(readiness).Documents} />
          </li>
          {readiness.problems.map((problem) => (
            <li key={problem}>
              <Problem>{problem}</Problem>
            </li>
          ))}
        </Lines>
      ),
    },
    { header: 'Visa', cell: (row) => <CheckedText line={checklistOf(row.readiness).Visa} /> },
    { header: 'Room', cell: (row) => <CheckedText line={checklistOf(row.readiness).Room} /> },
    { header: 'Ready', cell: (row) => <ReadyBadge ready={row.readiness.ready} /> },
  ];

  return (
    <Section aria-labelledby="readiness-title">
      <BackLink to={`${bookings}?departureId=${departureId}`}>Bookings on this departure</BackLink>
      <SectionTitle id="readiness-title">Readiness: {departure?.name ?? 'departure'}</SectionTitle>
      {board ? (
        <>
          <Facts>
            Departs {formatDay(board.departsOn)} · details and documents due by{' '}
            {formatDay(board.documentsDueOn)}
          </Facts>
          <Count role="status">{readyCountText(board.ready, rows.length)}</Count>
        </>
      ) : null}
      <Links>
        <Button as={Link} to={`${bookings}/rooming/${departureId}`} $variant="secondary">
          Rooming list
        </Button>
        <Button as={Link} to={`${bookings}/manifest/${departureId}`} $variant="secondary">
          Manifest
        </Button>
      </Links>
      <WordsUnbroken>
        <DataTable
          caption="Travellers’ readiness"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.travellerId}
          emptyText={
            isPending ? 'Loading the travellers…' : 'No traveller holds a seat on this departure yet'
          }
        />
      </WordsUnbroken>
    </Section>
  );
}
