import type { BookingAmounts } from '@safa/contract';
import type { StoredLedgerEntry } from '../../src/modules/bookings/booking.model';
import { noMoney, type ReportedBooking, sumOf, withBooking } from '../../src/modules/reports/money-figures';

const at = new Date('2026-11-24T09:00:00Z');
const paid = (amount: number, method: 'transfer' | 'card' | 'cash'): StoredLedgerEntry => ({
  kind: 'payment',
  id: `${method}${amount}`,
  amount,
  method,
  paidOn: '2026-11-24',
  receiptNumber: 'SAFA-2026-000001',
  recordedAt: at,
});
const amounts = (changes: Partial<BookingAmounts>): BookingAmounts => ({
  total: 0,
  depositDue: 0,
  paid: 0,
  refunded: 0,
  balance: 0,
  dueNow: 0,
  toRefund: 0,
  ...changes,
});

const going: ReportedBooking = {
  status: 'deposit_paid',
  amounts: amounts({ total: 10_000, paid: 4_000, balance: 6_000 }),
  ledger: [paid(3_000, 'transfer'), paid(1_000, 'cash')],
};
const cancelled: ReportedBooking = {
  status: 'cancelled',
  amounts: amounts({ total: 8_000, paid: 1_500, refunded: 500, toRefund: 1_500 }),
  ledger: [paid(2_000, 'card')],
};

describe("the money report's figures", () => {
  it('count a booking going ahead as sold and owed, its overdue as told, its payments by method', () => {
    expect(withBooking(noMoney(), going, 2_500)).toEqual({
      ...noMoney(),
      bookings: { ...noMoney().bookings, deposit_paid: 1 },
      sold: 10_000,
      received: { transfer: 3_000, card: 0, cash: 1_000 },
      outstanding: 6_000,
      overdue: 2_500,
    });
  });

  it('count what an ended booking received, refunded and has to refund, but not its price', () => {
    expect(withBooking(noMoney(), cancelled, 0)).toEqual({
      ...noMoney(),
      bookings: { ...noMoney().bookings, cancelled: 1 },
      received: { transfer: 0, card: 2_000, cash: 0 },
      refunded: 500,
      toRefund: 1_500,
    });
  });

  it('add up as the bookings do, whichever way they are grouped', () => {
    const one = withBooking(noMoney(), going, 2_500);
    const other = withBooking(noMoney(), cancelled, 0);
    expect(sumOf(one, other)).toEqual(withBooking(withBooking(noMoney(), going, 2_500), cancelled, 0));
    expect(sumOf(noMoney(), one)).toEqual(one);
  });
});
