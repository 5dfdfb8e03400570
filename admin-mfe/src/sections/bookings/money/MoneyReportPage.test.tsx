import { lagosToday, type MoneyFigures, type MoneyReport } from '@safa/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../../../test/dialogs';
import { catchDownloads } from '../../../../test/downloads';
import { departure, pkg, serveTrips } from '../../../../test/fixtures';
import { objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';
import { bodyRows } from '../../../../test/tables';

const HAJJ = departure(1);
const PAGE = '/admin/bookings/money';

const figures = (changes: Partial<MoneyFigures> = {}): MoneyFigures => ({
  bookings: { held: 0, checking: 0, deposit_paid: 0, paid: 0, cancelled: 0, expired: 0 },
  sold: 0,
  received: { transfer: 0, card: 0, cash: 0 },
  refunded: 0,
  outstanding: 0,
  overdue: 0,
  toRefund: 0,
  ...changes,
});

const REPORT: MoneyReport = {
  departures: [
    {
      departureId: HAJJ.id,
      packageTitle: 'Hajj 2026 Premium',
      departsOn: '2099-06-11',
      ...figures({
        bookings: { held: 1, checking: 0, deposit_paid: 2, paid: 1, cancelled: 1, expired: 0 },
        sold: 51_300_000,
        received: { transfer: 10_500_000, card: 1_500_000, cash: 15_400_000 },
        refunded: 250_000,
        outstanding: 24_300_000,
        overdue: 2_000_000,
        toRefund: 150_000,
      }),
    },
    {
      departureId: objectId(77),
      packageTitle: 'Dubai Shopping',
      departsOn: '2099-08-01',
      ...figures({
        bookings: { held: 0, checking: 0, deposit_paid: 0, paid: 1, cancelled: 0, expired: 0 },
        sold: 3_000_000,
        received: { transfer: 0, card: 3_000_000, cash: 0 },
      }),
    },
  ],
  total: figures({
    bookings: { held: 1, checking: 0, deposit_paid: 2, paid: 2, cancelled: 1, expired: 0 },
    sold: 54_300_000,
    received: { transfer: 10_500_000, card: 4_500_000, cash: 15_400_000 },
    refunded: 250_000,
    outstanding: 24_300_000,
    overdue: 2_000_000,
    toRefund: 150_000,
  }),
};

/** Answers the report, and records what each request asked. */
function serveReport(report: MoneyReport) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/reports/money', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(report);
    }),
  );
  return asked;
}

/** This Lagos month, worked out here apart from the screen's own reckoning. */
function lagosMonth() {
  const [year = 0, month = 0] = lagosToday().split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${last}` };
}

describe('the money report', () => {
  beforeEach(() => serveTrips([HAJJ], [pkg(1, { title: 'Hajj 2026 Premium' })]));

  it('shows this month’s bookings per departure and in total, as the BFF counts them', async () => {
    const asked = serveReport(REPORT);
    renderAdmin(PAGE);
    const table = await screen.findByRole('table', { name: 'Money per departure' });
    await within(table).findByText('Dubai Shopping');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Departure', 'Bookings', 'Sold', 'Received', 'Owed', 'Refunds']);
    expect(bodyRows(table)).toEqual([
      [
        'Hajj 2026 Premium11 Jun 2099',
        '1 held2 deposit paid1 paid1 cancelled',
        '₦51,300,000',
        'Bank transfer ₦10,500,000Cash ₦15,400,000Card ₦1,500,000',
        'Outstanding ₦24,300,000Overdue ₦2,000,000',
        'Refunded ₦250,000To refund ₦150,000',
      ],
      [
        'Dubai Shopping1 Aug 2099',
        '1 paid',
        '₦3,000,000',
        'Bank transfer ₦0Cash ₦0Card ₦3,000,000',
        'Outstanding ₦0Overdue ₦0',
        'Refunded ₦0To refund ₦0',
      ],
      [
        'Total',
        '1 held2 deposit paid2 paid1 cancelled',
        '₦54,300,000',
        'Bank transfer ₦10,500,000Cash ₦15,400,000Card ₦4,500,000',
        'Outstanding ₦24,300,000Overdue ₦2,000,000',
        'Refunded ₦250,000To refund ₦150,000',
      ],
    ]);
    const { from, to } = lagosMonth();
    expect(screen.getByLabelText('Booked from')).toHaveValue(from);
    expect(screen.getByLabelText('Booked to')).toHaveValue(to);
    expect(asked).toEqual([`?from=${from}&to=${to}`]);
  });

  it('asks for another range or one departure, and says when the dates are the wrong way round', async () => {
    const asked = serveReport(REPORT);
    const { user } = renderAdmin(PAGE);
    await screen.findByText('Dubai Shopping');

    fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Booked to'), { target: { value: '2026-11-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date cannot be before the start date.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: '2026-10-01' } });
    await screen.findByRole('table', { name: 'Money per departure' });

    await user.selectOptions(screen.getByLabelText('Departure'), 'Hajj 2026 Premium, 11 Jun 2099');
    expect(screen.getByLabelText('Booked from')).toBeDisabled();
    await waitFor(() => expect(asked.at(-1)).toBe(`?departureId=${HAJJ.id}`));
    expect(asked).toContain('?from=2026-10-01&to=2026-11-01');
  });

  it('says so when no booking is in the report', async () => {
    serveReport({ departures: [], total: figures() });
    renderAdmin(PAGE);
    expect(await screen.findByText('No bookings in this report')).toBeInTheDocument();
  });

  it('downloads the same report as CSV, under the name the BFF gives it', async () => {
    serveReport(REPORT);
    const downloads: string[] = [];
    server.use(
      http.get('*/api/reports/money/export', ({ request }) => {
        downloads.push(new URL(request.url).search);
        return new HttpResponse('\uFEFF"Package"', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="money-report-2099-06-11-hajj-2026-premium.csv"`,
          },
        });
      }),
    );
    const saved = catchDownloads();
    const { user } = renderAdmin(`${PAGE}?departureId=${HAJJ.id}`);
    await screen.findByText('Dubai Shopping');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Money report downloaded');
    await dismissAlert(user, 'Downloaded');
    expect(downloads).toEqual([`?departureId=${HAJJ.id}`]);
    expect(saved.map((file) => file.name)).toEqual(['money-report-2099-06-11-hajj-2026-premium.csv']);
  });

  it('is reached from the bookings, for the departure they are filtered by', async () => {
    server.use(
      http.get('*/api/bookings', () =>
        HttpResponse.json({ items: [], page: 1, pageSize: 5, total: 0, pageCount: 1 }),
      ),
    );
    renderAdmin(`/admin/bookings?departureId=${HAJJ.id}`);
    expect(await screen.findByRole('link', { name: 'Money report' })).toHaveAttribute(
      'href',
      `/admin/bookings/money?departureId=${HAJJ.id}`,
    );
  });

  it('says "Failed to load the money report" when the BFF cannot make it', async () => {
    server.use(http.get('*/api/reports/money', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin(PAGE);
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to load the money report');
    await dismissAlert(user, 'Error');
  });
});
