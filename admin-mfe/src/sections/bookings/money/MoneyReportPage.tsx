import {
  BOOKING_STATUSES,
  type DepartureMoney,
  type MoneyFigures,
  type MoneyReportQuery,
  PAYMENT_METHODS,
} from '@safa/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  FieldError,
  formatDay,
  formatNaira,
  Input,
  Select,
} from '@safa/shared-ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../../common/BackLink';
import { FormField } from '../../../common/FormField';
import { Section, SectionTitle, Toolbar, Unbroken, WordsUnbroken } from '../../../common/layout';
import { useSectionPath } from '../../../dashboard/section-paths';
import { useNamedDepartures } from '../../packages/departures/useDepartures';
import { Lines, Muted } from '../booking-layout';
import { statusLabel } from '../booking-text';
import { methodLabel } from '../payments/payment-text';
import { reportAsked, thisMonth } from './money-period';
import { useDownloadMoneyReport, useMoneyReport } from './useMoneyReport';

/** The table's last row: every departure together. */
type Row = MoneyFigures & Partial<Pick<DepartureMoney, 'departureId' | 'packageTitle' | 'departsOn'>>;

const naira = (amount: number) => <Unbroken>{formatNaira(amount)}</Unbroken>;

/** Amounts one under the other, each after its label ('Cash ₦15,400,000'): a column holds several. */
const amountLines = (amounts: ReadonlyArray<readonly [label: string, amount: number]>) => (
  <Lines>
    {amounts.map(([label, amount]) => (
      <li key={label}>
        <Unbroken>
          {label} {formatNaira(amount)}
        </Unbroken>
      </li>
    ))}
  </Lines>
);

const COLUMNS: DataTableColumn<Row>[] = [
  {
    header: 'Departure',
    cell: (row) =>
      row.departureId ? (
        <Lines>
          <li>{row.packageTitle}</li>
          <li>
            <Muted>{row.departsOn ? formatDay(row.departsOn) : 'No date'}</Muted>
          </li>
        </Lines>
      ) : (
        <strong>Total</strong>
      ),
  },
  {
    header: 'Bookings',
    cell: (row) => (
      <Lines>
        {BOOKING_STATUSES.filter((status) => row.bookings[status] > 0).map((status) => (
          <li key={status}>
            <Unbroken>
              {row.bookings[status]} {statusLabel(status).toLowerCase()}
            </Unbroken>
          </li>
        ))}
      </Lines>
    ),
  },
  { header: 'Sold', cell: (row) => naira(row.sold) },
  {
    header: 'Received',
    cell: (row) => amountLines(PAYMENT_METHODS.map((method) => [methodLabel(method), row.received[method]])),
  },
  {
    header: 'Owed',
    cell: (row) =>
      amountLines([
        ['Outstanding', row.outstanding],
        ['Overdue', row.overdue],
      ]),
  },
  {
    header: 'Refunds',
    cell: (row) =>
      amountLines([
        ['Refunded', row.refunded],
        ['To refund', row.toRefund],
      ]),
  },
];

/** The figures of the report asked for, a departure a row and the total last, and its CSV. */
function MoneyFiguresTable({ query }: { query: MoneyReportQuery }) {
  const { data: report, isPending } = useMoneyReport(query);
  const downloadReport = useDownloadMoneyReport();
  const rows: Row[] = report?.departures.length ? [...report.departures, report.total] : [];
  return (
    <>
      <Toolbar>
        <Button
          type="button"
          $variant="secondary"
          disabled={downloadReport.isPending}
          onClick={() => downloadReport.run(query)}
        >
          Download CSV
        </Button>
      </Toolbar>
      <WordsUnbroken>
        <DataTable
          caption="Money per departure"
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.departureId ?? 'total'}
          emptyText={isPending ? 'Loading the money…' : 'No bookings in this report'}
        />
      </WordsUnbroken>
    </>
  );
}

const Choices = styled(Toolbar)`
  align-items: end;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The money of the agency's bookings (`/admin/bookings/money`): of one departure, or of the bookings
 * made between two days (this month until asked otherwise), per departure and in total, as the ledgers
 * have it; a table on a laptop, a card a departure on a phone. What is asked stays in the address.
 */
export function MoneyReportPage() {
  const [params, setParams] = useSearchParams();
  const month = thisMonth();
  const departureId = params.get('departureId') ?? '';
  const from = params.get('from') ?? month.from;
  const to = params.get('to') ?? month.to;
  const { query, problem } = reportAsked(departureId ? { departureId } : { from, to });
  const departures = useNamedDepartures() ?? [];
  const bookings = useSectionPath('bookings');
  const dates = [
    { label: 'Booked from', key: 'from', value: from },
    { label: 'Booked to', key: 'to', value: to },
  ];

  const choose = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Section aria-labelledby="money-title">
      <BackLink to={bookings}>Bookings</BackLink>
      <SectionTitle id="money-title">Money</SectionTitle>
      <Choices role="group" aria-label="Report of">
        <FormField label="Departure">
          {(control) => (
            <Select
              {...control}
              value={departureId}
              onChange={(event) => choose({ departureId: event.target.value })}
            >
              <option value="">Bookings made between the dates</option>
              {departures.map((departure) => (
                <option key={departure.id} value={departure.id}>
                  {departure.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {dates.map(({ label, key, value }) => (
          <FormField key={key} label={label}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={value}
                disabled={departureId !== ''}
                onChange={(event) => choose({ [key]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </Choices>
      {query ? <MoneyFiguresTable query={query} /> : <FieldError role="alert">{problem}</FieldError>}
      <Note>
        Received counts every payment; what was given back is under Refunded. Outstanding is what bookings
        still to be paid owe, Overdue the part of it past its day.
      </Note>
    </Section>
  );
}
