import {
  addDays,
  type Booking,
  bookingCreatedSchema,
  bookingSchema,
  dashboardSummarySchema,
  departureSchema,
  lagosDayStart,
  lagosToday,
  MONEY_REPORT_COLUMNS,
  MONEY_REPORT_CSV_COLUMNS,
  MONEY_REPORT_MESSAGES,
  type MoneyFigures,
  type MoneyReport,
  moneyReportSchema,
  PAYABLE_STATUSES,
} from '@safa/contract';
import { Types } from 'mongoose';
import Papa from 'papaparse';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { DepartureModel } from '../src/modules/departures/departure.model';
import { aBooking, aDeparture, aPackage } from './support/bookings';
import { type PaymentsTestApp, setUpPaymentsApp } from './support/payments-app';

/**
 * The money report against the bookings' own ledgers: what each booking says of itself
 * (GET /api/bookings/:id) summed here, and what the dashboard calls overdue, must be what the report says.
 */
describe('the money report', () => {
  let app: PaymentsTestApp;
  const admin = () => app.admin();
  const http = () => app.context.http;
  const today = lagosToday();
  let hajj: string;
  let umrah: string;
  const ids: Record<string, string[]> = {};
  let lastMonthsBooking: string;

  let visitors = 0;
  async function book(departureId: string, travellers = 2): Promise<string> {
    visitors += 1;
    const response = await http()
      .post('/api/bookings')
      .set('X-Forwarded-For', `203.0.113.${visitors}`)
      .send(aBooking(departureId, { travellers }));
    expect(response.status).toBe(201);
    const { reference } = bookingCreatedSchema.parse(response.body);
    const stored = await BookingModel.findOne({ reference }).lean();
    const id = String(stored?._id);
    ids[departureId] = [...(ids[departureId] ?? []), id];
    return id;
  }
  const pay = async (bookingId: string, amount: number, method: 'transfer' | 'card' | 'cash') => {
    const response = await http()
      .post('/api/payments')
      .set(admin())
      .send({ bookingId, amount, method, paidOn: today });
    expect(response.status).toBe(201);
  };
  const refund = async (bookingId: string, amount: number, reason: string) => {
    const response = await http()
      .post('/api/refunds')
      .set(admin())
      .send({ bookingId, amount, method: 'transfer', paidOn: today, reason });
    expect(response.status).toBe(201);
  };
  const changePrice = async (bookingId: string, amount: number) => {
    const response = await http()
      .post(`/api/bookings/${bookingId}/adjustments`)
      .set(admin())
      .send({ amount, reason: 'Moved to a room of four' });
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    app = await setUpPaymentsApp();
    hajj = app.departureId;
    const created = await http()
      .post('/api/departures')
      .set(admin())
      .send(aDeparture(await aPackage('Umrah Ramadan 2027'), { seats: 50 }));
    umrah = departureSchema.parse(created.body).id;

    // Hajj (quads at ₦7,500,000, ₦2,000,000 deposit a person): transfers and a card; cash beyond the
    // price, part given back; a price lowered; one unpaid, booked on the first moment of a past day.
    const transferAndCard = await book(hajj);
    await pay(transferAndCard, 4_000_000, 'transfer');
    await pay(transferAndCard, 1_500_000, 'card');
    await pay(transferAndCard, 2_500_000, 'transfer');
    const overpaid = await book(hajj);
    await pay(overpaid, 15_400_000, 'cash');
    await refund(overpaid, 250_000, 'overpayment');
    const cheaper = await book(hajj);
    await pay(cheaper, 4_000_000, 'transfer');
    await changePrice(cheaper, -1_200_000);
    lastMonthsBooking = await book(hajj, 1);
    await BookingModel.collection.updateOne(
      { _id: new Types.ObjectId(lastMonthsBooking) },
      { $set: { createdAt: lagosDayStart(addDays(today, -30)) } },
    );

    // Umrah, its balance day passed: a deposit paid by card (the balance overdue), and a booking
    // cancelled after a transfer (its money to refund, part of it refunded).
    const late = await book(umrah, 3);
    await pay(late, 6_000_000, 'card');
    const cancelled = await book(umrah);
    await pay(cancelled, 4_000_000, 'transfer');
    expect((await http().post(`/api/bookings/${cancelled}/cancel`).set(admin())).status).toBe(200);
    await refund(cancelled, 1_000_000, 'booking_ended');
    await DepartureModel.updateOne({ _id: umrah }, { balanceDueOn: addDays(today, -1) });
  });
  afterAll(() => app.tearDown());

  const bookingsOf = (bookingIds: string[]): Promise<Booking[]> =>
    Promise.all(
      bookingIds.map(async (id) =>
        bookingSchema.parse((await http().get(`/api/bookings/${id}`).set(admin())).body),
      ),
    );

  /** The overdue of these bookings, as the dashboard lists them. */
  async function dashboardOverdue(bookings: Booking[]): Promise<number> {
    const summary = dashboardSummarySchema.parse(
      (await http().get('/api/dashboard/summary').set(admin())).body,
    );
    const mine = new Set(bookings.map((booking) => booking.id));
    return summary.payments.overdueBalances
      .filter(({ bookingId }) => mine.has(bookingId))
      .reduce((sum, { overdue }) => sum + overdue, 0);
  }

  /** The figures summed over the bookings' own ledgers and amounts. */
  async function sumsOver(bookings: Booking[]): Promise<MoneyFigures> {
    const entries = bookings.flatMap((booking) => booking.ledger);
    const moneyOf = (kind: 'payment' | 'refund', method?: string) =>
      entries
        .filter((entry) => entry.kind === kind && (method === undefined || entry.method === method))
        .reduce((sum, entry) => sum + entry.amount, 0);
    const countOf = (status: Booking['status']) =>
      bookings.filter((booking) => booking.status === status).length;
    const sumOf = (pick: (booking: Booking) => number) =>
      bookings.reduce((sum, booking) => sum + pick(booking), 0);
    return {
      bookings: {
        held: countOf('held'),
        checking: countOf('checking'),
        deposit_paid: countOf('deposit_paid'),
        paid: countOf('paid'),
        cancelled: countOf('cancelled'),
        expired: countOf('expired'),
      },
      sold: sumOf((booking) =>
        ['cancelled', 'expired'].includes(booking.status) ? 0 : booking.amounts.total,
      ),
      received: {
        transfer: moneyOf('payment', 'transfer'),
        card: moneyOf('payment', 'card'),
        cash: moneyOf('payment', 'cash'),
      },
      refunded: moneyOf('refund'),
      outstanding: sumOf((booking) =>
        PAYABLE_STATUSES.includes(booking.status) ? booking.amounts.balance : 0,
      ),
      overdue: await dashboardOverdue(bookings),
      toRefund: sumOf((booking) => booking.amounts.toRefund),
    };
  }

  const reportOf = async (query: Record<string, string>): Promise<MoneyReport> => {
    const response = await http().get('/api/reports/money').query(query).set(admin());
    expect(response.status).toBe(200);
    return moneyReportSchema.parse(response.body);
  };
  const figuresOf = ({
    departureId: _id,
    packageTitle: _title,
    departsOn: _day,
    ...figures
  }: MoneyReport['departures'][number]) => figures;

  it("of a departure equals the sums over its bookings' ledgers", async () => {
    const hajjBookings = await bookingsOf(ids[hajj] ?? []);
    const expected = await sumsOver(hajjBookings);
    const report = await reportOf({ departureId: hajj });

    expect(report.departures).toHaveLength(1);
    expect(report.departures[0]).toMatchObject({
      departureId: hajj,
      packageTitle: 'Hajj 2027 Premium Package',
    });
    expect(figuresOf(report.departures[0] as MoneyReport['departures'][number])).toEqual(expected);
    expect(report.total).toEqual(expected);
    // The ledgers' own figures, so that the sums above are of something.
    expect(expected).toEqual({
      bookings: { held: 1, checking: 0, deposit_paid: 2, paid: 1, cancelled: 0, expired: 0 },
      sold: 15_000_000 * 2 + 13_800_000 + 7_500_000,
      received: { transfer: 10_500_000, card: 1_500_000, cash: 15_400_000 },
      refunded: 250_000,
      outstanding: 7_000_000 + 9_800_000 + 7_500_000,
      // The deposit of the booking made a month ago, never paid.
      overdue: 2_000_000,
      toRefund: 150_000,
    });
  });

  it('of the bookings made between two days counts Lagos days, each departure apart and in total', async () => {
    const umrahBookings = await bookingsOf(ids[umrah] ?? []);
    const hajjToday = await bookingsOf((ids[hajj] ?? []).filter((id) => id !== lastMonthsBooking));
    const report = await reportOf({ from: addDays(today, -29), to: today });

    expect(report.departures.map(({ departureId }) => departureId).sort()).toEqual([hajj, umrah].sort());
    const hajjRow = report.departures.find(({ departureId }) => departureId === hajj);
    const umrahRow = report.departures.find(({ departureId }) => departureId === umrah);
    const umrahSums = await sumsOver(umrahBookings);
    expect(umrahRow && figuresOf(umrahRow)).toEqual(umrahSums);
    expect(hajjRow && figuresOf(hajjRow)).toEqual(await sumsOver(hajjToday));
    expect(report.total).toEqual(await sumsOver([...hajjToday, ...umrahBookings]));
    expect(umrahSums).toMatchObject({
      bookings: { deposit_paid: 1, cancelled: 1 },
      sold: 22_500_000,
      overdue: 16_500_000,
      toRefund: 3_000_000,
      refunded: 1_000_000,
    });

    const lastMonth = await reportOf({ from: addDays(today, -30), to: addDays(today, -30) });
    expect(lastMonth.departures.map(({ departureId }) => departureId)).toEqual([hajj]);
    expect(lastMonth.total).toEqual(await sumsOver(await bookingsOf([lastMonthsBooking])));
    const dayBefore = await reportOf({ from: addDays(today, -31), to: addDays(today, -31) });
    expect(dayBefore).toEqual({ departures: [], total: await sumsOver([]) });
  });

  it('as CSV has the byte-order mark, the header, a row per departure as the JSON has it, and the total', async () => {
    const query = { from: addDays(today, -30), to: today };
    const report = await reportOf(query);
    const response = await http().get('/api/reports/money/export').query(query).set(admin()).buffer(true);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="money-report-${query.from}-to-${query.to}.csv"`,
    );
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = Papa.parse<string[]>(response.text.slice(1), { skipEmptyLines: true }).data;
    expect(header).toEqual([...MONEY_REPORT_CSV_COLUMNS]);
    const figures = (row: MoneyFigures) => MONEY_REPORT_COLUMNS.map((column) => String(column.of(row)));
    expect(rows).toEqual([
      ...report.departures.map((row) => [row.packageTitle, row.departsOn, ...figures(row)]),
      ['Total', '', ...figures(report.total)],
    ]);
    expect(rows).toHaveLength(3);

    const ofHajj = await http().get('/api/reports/money/export').query({ departureId: hajj }).set(admin());
    expect(ofHajj.headers['content-disposition']).toMatch(
      /filename="money-report-\d{4}-\d{2}-\d{2}-hajj-2027-premium-package\.csv"/,
    );
  });

  it('is refused without an admin session, for bad dates with a clear message, and for no such departure', async () => {
    const query = { from: today, to: today };
    expect((await http().get('/api/reports/money').query(query)).status).toBe(401);
    expect((await http().get('/api/reports/money/export').query(query)).status).toBe(401);

    const refusal = async (asked: Record<string, string>) => {
      const response = await http().get('/api/reports/money').query(asked).set(admin());
      return { status: response.status, message: (response.body as { message: string }).message };
    };
    expect(await refusal({ from: '2026-02-30', to: '2026-03-01' })).toEqual({
      status: 400,
      message: 'The start date must be a date (YYYY-MM-DD).',
    });
    expect(await refusal({ from: today, to: addDays(today, -1) })).toEqual({
      status: 400,
      message: MONEY_REPORT_MESSAGES.reversed,
    });
    expect(await refusal({ from: today })).toEqual({ status: 400, message: MONEY_REPORT_MESSAGES.halfRange });
    expect(await refusal({})).toEqual({ status: 400, message: MONEY_REPORT_MESSAGES.missing });
    expect(await refusal({ departureId: new Types.ObjectId().toHexString() })).toMatchObject({ status: 404 });
  });
});
