import { ApiError } from '@safa/api-client';
import type { Departure, Package } from '@safa/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  formatDay,
  formatNaira,
  media,
  Pagination,
} from '@safa/shared-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArchiveButton, ArchivedBadge, ShowArchived } from '../../../common/archiving';
import { BackLink } from '../../../common/BackLink';
import { CellActions, Section, SectionTitle, Toolbar, Unbroken } from '../../../common/layout';
import { useSectionPath } from '../../../dashboard/section-paths';
import { usePackage } from '../usePackages';
import { DepartureFormDialog } from './DepartureFormDialog';
import { departureName, departureState, planWords, roomLabel, seatsText } from './departure-text';
import {
  useArchiveDeparture,
  useDeleteDeparture,
  useDeparturePage,
  useSetDepartureStatus,
} from './useDepartures';
import { WaitlistDialog } from './WaitlistDialog';

/** A cell's values one under the other, each kept whole. */
const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li { white-space: nowrap; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A link among the toolbar's buttons keeps its own width, as they do (the whole row on a phone). */
const Tools = styled(Toolbar)`
  & > a { flex: 0 0 auto; }
  ${media.down('sm')} { & > a { flex: 1 1 100%; } }
`;

/** The open form: a new departure, or the one being edited. */
type OpenForm = { departure?: Departure };

/** A package's departures (`/admin/packages/<id>/departures`): each one's dates, prices, seats, and what to do with it. */
export function DeparturesPage() {
  const { packageId = '' } = useParams();
  const { data: item, error } = usePackage(packageId);
  const packagesPath = useSectionPath('packages');
  // Deleted meanwhile (404), or an address that names no package (400).
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <Section aria-labelledby="departures-title">
        <BackLink to={packagesPath}>All packages</BackLink>
        <SectionTitle id="departures-title">Package not found</SectionTitle>
        <p>It may have been deleted. Its departures are listed with the package they belong to.</p>
      </Section>
    );
  }
  return item ? <PackageDepartures item={item} /> : null;
}

/** The departures of a package, soonest first, 5 a page. */
function PackageDepartures({ item }: { item: Package }) {
  const [showArchived, setShowArchived] = useState(false);
  const {
    items: departures,
    page,
    totalPages,
    setPage,
  } = useDeparturePage({
    packageId: item.id,
    archived: showArchived ? 'show' : 'hide',
  });
  const setStatus = useSetDepartureStatus();
  const deleteDeparture = useDeleteDeparture();
  const archiveDeparture = useArchiveDeparture();
  const bookings = useSectionPath('bookings');
  const packagesPath = useSectionPath('packages');
  const [form, setForm] = useState<OpenForm | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<Departure | null>(null);
  const busy = (id: string) =>
    setStatus.pendingVariables.some((pending) => pending.departure.id === id) ||
    deleteDeparture.pendingVariables.includes(id) ||
    archiveDeparture.pendingVariables.some((pending) => pending.id === id);

  const columns: DataTableColumn<Departure>[] = [
    {
      header: 'Dates',
      cell: (departure) => (
        <Lines>
          <li>{formatDay(departure.departsOn)}</li>
          <li>
            <Muted>{departure.returnsOn ? `back ${formatDay(departure.returnsOn)}` : 'no return date'}</Muted>
          </li>
        </Lines>
      ),
    },
    {
      header: 'Rooms per person',
      cell: (departure) => (
        <Lines>
          {departure.rooms.map((room) => (
            <li key={room.type}>
              {roomLabel(room.type)} {formatNaira(room.price)}
            </li>
          ))}
        </Lines>
      ),
    },
    {
      header: 'Deposit',
      cell: (departure) => (
        <Lines>
          <li>{departure.depositPerPerson > 0 ? formatNaira(departure.depositPerPerson) : 'Pay in full'}</li>
          {departure.plans.map((plan) => (
            <li key={plan}>
              <Muted>{planWords(plan)}</Muted>
            </li>
          ))}
        </Lines>
      ),
    },
    { header: 'Balance due', cell: (departure) => <Unbroken>{formatDay(departure.balanceDueOn)}</Unbroken> },
    {
      header: 'Status',
      cell: (departure) => (
        <>
          {departureState(departure)}
          {departure.archivedAt ? <ArchivedBadge /> : null}
        </>
      ),
    },
    {
      header: 'Seats',
      cell: (departure) => (
        <Lines>
          <li>{seatsText(departure)}</li>
          <li>
            <Link to={`${bookings}?departureId=${departure.id}`}>
              Bookings<span className="visually-hidden"> on {formatDay(departure.departsOn)}</span>
            </Link>
          </li>
          <li>
            <Link to={`${bookings}/readiness/${departure.id}`}>
              Readiness<span className="visually-hidden"> of {formatDay(departure.departsOn)}</span>
            </Link>
          </li>
          <li>
            <Button type="button" $variant="secondary" onClick={() => setWaitlistOf(departure)}>
              Waitlist<span className="visually-hidden"> of {formatDay(departure.departsOn)}</span>
            </Button>
          </li>
        </Lines>
      ),
    },
    {
      header: 'Actions',
      cell: (departure) => (
        <CellActions>
          <Button type="button" $variant="secondary" onClick={() => setForm({ departure })}>
            Edit
          </Button>
          {departureState(departure) === 'Departed' ? null : (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy(departure.id)}
              onClick={() =>
                setStatus.run({ departure, status: departure.status === 'open' ? 'closed' : 'open' })
              }
            >
              {departure.status === 'open' ? 'Close' : 'Reopen'}
            </Button>
          )}
          {departure.archivedAt || departure.everBooked ? (
            <ArchiveButton
              archived={departure.archivedAt !== undefined}
              disabled={busy(departure.id)}
              onToggle={(archived) => archiveDeparture.run({ id: departure.id, archived })}
            />
          ) : (
            <Button
              type="button"
              $variant="danger"
              disabled={busy(departure.id)}
              onClick={() => deleteDeparture.run(departure.id)}
            >
              Delete
            </Button>
          )}
        </CellActions>
      ),
    },
  ];

  const { title } = item;
  return (
    <Section aria-labelledby="departures-title">
      <BackLink to={packagesPath}>All packages</BackLink>
      <SectionTitle id="departures-title">Departures of {title}</SectionTitle>
      <Tools>
        <Button type="button" onClick={() => setForm({})}>
          + New Departure
        </Button>
        <Button as={Link} to={`${packagesPath}/travel-rules`} $variant="secondary">
          Travel rules
        </Button>
        <ShowArchived shown={showArchived} onChange={setShowArchived} />
      </Tools>
      <DataTable
        caption={`Departures of ${title}`}
        columns={columns}
        rows={departures}
        rowKey={(departure) => departure.id}
        emptyText="No departures yet"
      />
      <Pagination label="Departure pages" page={page} totalPages={totalPages} onPageChange={setPage} />
      {form ? (
        <DepartureFormDialog
          packageId={item.id}
          packageTitle={item.title}
          departure={form.departure}
          onClose={() => setForm(null)}
        />
      ) : null}
      {waitlistOf ? (
        <WaitlistDialog
          departure={{ ...waitlistOf, packageTitle: title, name: departureName(title, waitlistOf.departsOn) }}
          onClose={() => setWaitlistOf(null)}
        />
      ) : null}
    </Section>
  );
}
