import { BRAND, Button, DataTable, type DataTableColumn, formatDate, formatDay } from '@safa/shared-ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../../common/BackLink';
import { Section, SectionTitle, Unbroken, WordsUnbroken } from '../../../common/layout';
import { useSectionPath } from '../../../dashboard/section-paths';
import { useNamedDepartures } from '../../packages/departures/useDepartures';
import { Lines, Muted } from '../booking-layout';
import { DownloadButton } from '../departure/DownloadButton';
import type { ManifestRow } from './manifest-rows';
import { useManifest } from './useManifest';

/**
 * Every column in view at 1280 px beside the sidebar: smaller type and padding than a list's, a
 * passport's number and dates in one cell, headings on two lines where they must (on one, 'Name as
 * in passport' pushed the booking reference 19 px out of view), words kept whole. On paper: the
 * page's width, a rule under each traveller, no row cut across two pages.
 */
const Sheet = styled(Section)`
  table { font-size: 0.875rem; }
  th, td { padding: 0.5rem; }
  table th { white-space: normal; }
  @media print {
    gap: 0.5rem;
    font-size: 9.5pt;
    color: #000;
    [role='region'] { overflow: visible; border: none; }
    th, td { padding: 3pt 4pt; border-bottom: 0.5pt solid #777; }
    th { background: none; }
    tr { break-inside: avoid; }
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentLight};
  @media print { padding: 0 0 0 6pt; border-left-width: 2pt; border-radius: 0; background: none; }
`;

/** Who the paper comes from: the top bar that says it on screen is not printed. */
const Letterhead = styled.p`
  display: none;
  @media print { display: block; margin: 0; font-weight: 700; }
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  @media print { color: #000; }
`;

const ScreenOnly = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  @media print { display: none; }
`;

const day = (text: string) => <Unbroken>{text ? formatDay(text) : ''}</Unbroken>;

/** A cell's main value with what qualifies it under it (muted, by name), each line only when given. */
function stacked(main: ReactNode, details: Record<string, ReactNode>) {
  return (
    <Lines>
      {main ? <li>{main}</li> : null}
      {Object.entries(details)
        .filter(([, detail]) => Boolean(detail))
        .map(([name, detail]) => (
          <li key={name}>
            <Muted>{detail}</Muted>
          </li>
        ))}
    </Lines>
  );
}

/** 'expires 21 Sept 2029', the date kept on one line. */
const dated = (label: string, text: string) =>
  text ? (
    <>
      {label} <Unbroken>{formatDay(text)}</Unbroken>
    </>
  ) : null;

const COLUMNS: DataTableColumn<ManifestRow>[] = [
  { header: 'No.', cell: (_row, index) => index + 1 },
  {
    header: 'Name as in passport',
    cell: (row) => stacked(row['Name as in passport'], { type: row.Traveller }),
  },
  { header: 'Sex', cell: (row) => row.Sex },
  { header: 'Date of birth', cell: (row) => day(row['Date of birth']) },
  { header: 'Nationality', cell: (row) => row.Nationality },
  {
    header: 'Passport',
    cell: (row) =>
      stacked(row['Passport number'], {
        issued: dated('issued', row['Passport issued']),
        expires: dated('expires', row['Passport expires']),
      }),
  },
  { header: 'Contact phone', cell: (row) => <Unbroken>{row['Contact phone']}</Unbroken> },
  {
    header: 'Room',
    cell: (row) => stacked(row['Room number'] && `Room ${row['Room number']}`, { type: row['Room type'] }),
  },
  { header: 'Visa', cell: (row) => stacked(row['Visa status'], { number: row['Visa number'] }) },
  { header: 'Booking', cell: (row) => <Unbroken>{row['Booking reference']}</Unbroken> },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A departure's manifest laid out for paper (`/admin/bookings/manifest/<departureId>`): the departure
 * and its package at the top, every traveller holding a seat below, passport numbers whole.
 */
export function ManifestPrintView() {
  const { departureId = '' } = useParams();
  const manifest = useManifest(departureId);
  const departure = useNamedDepartures()?.find((candidate) => candidate.id === departureId);
  const bookings = useSectionPath(`bookings?departureId=${departureId}`);
  const rows = manifest.data ?? [];

  return (
    <Sheet aria-labelledby="manifest-title">
      <BackLink to={bookings}>Bookings on this departure</BackLink>
      <Notice role="note">
        <strong>Personal data.</strong> This page holds travellers’ passport numbers and dates of birth. Print
        it only for the trip, keep the paper safe and shred it once the group is back.
      </Notice>
      <Letterhead>{BRAND.name}</Letterhead>
      <SectionTitle id="manifest-title">Manifest: {departure?.packageTitle ?? 'departure'}</SectionTitle>
      <Facts>
        {departure
          ? [
              `Departs ${formatDay(departure.departsOn)}`,
              ...(departure.returnsOn ? [`returns ${formatDay(departure.returnsOn)}`] : []),
            ].join(' · ')
          : null}
        {manifest.data
          ? `${departure ? ' · ' : ''}${plural(rows.length, 'traveller', 'travellers')} · as of ${formatDate(
              new Date(manifest.dataUpdatedAt).toISOString(),
              true,
            )}`
          : null}
      </Facts>
      <ScreenOnly>
        <Button type="button" onClick={() => window.print()} disabled={!manifest.data}>
          Print
        </Button>
        <DownloadButton departureId={departureId} file="departureManifest" />
        <DownloadButton departureId={departureId} file="departureMoney" />
      </ScreenOnly>
      <WordsUnbroken>
        <DataTable
          caption="Travellers"
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => `${row['Booking reference']} ${row['Name as in passport']} ${rows.indexOf(row)}`}
          emptyText={manifest.isPending ? 'Loading the travellers…' : 'No travellers on this departure yet'}
        />
      </WordsUnbroken>
    </Sheet>
  );
}
