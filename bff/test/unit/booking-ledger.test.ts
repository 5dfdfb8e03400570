import type { BookingAmounts } from '@safa/contract';
import type { StoredLedgerEntry } from '../../src/modules/bookings/booking.model';
import {
  adjustmentRefusal,
  amountsOf,
  refundRefusal,
  statusOf,
} from '../../src/modules/bookings/booking-ledger';

const booked = { total: 1_500_000, depositDue: 500_000 };
const at = new Date('2026-11-24T09:00:00Z');
const money = {
  method: 'transfer',
  paidOn: '2026-11-24',
  receiptNumber: 'SAFA-2026-000001',
  recordedAt: at,
} as const;
const payment = (amount: number): StoredLedgerEntry => ({
  kind: 'payment',
  id: `p${amount}`,
  amount,
  ...money,
});
const refund = (amount: number): StoredLedgerEntry => ({
  kind: 'refund',
  id: `r${amount}`,
  amount,
  reason: 'overpayment',
  ...money,
});
const adjustment = (amount: number): StoredLedgerEntry => ({
  kind: 'adjustment',
  id: `a${amount}`,
  amount,
  reason: 'Room changed',
  recordedAt: at,
});

describe("a booking's amounts, from its ledger", () => {
  it('owe the deposit first, then the balance', () => {
    expect(amountsOf(booked, [], 'active')).toEqual({
      total: 1_500_000,
      depositDue: 500_000,
      paid: 0,
      refunded: 0,
      balance: 1_500_000,
      dueNow: 500_000,
      toRefund: 0,
    });
    expect(amountsOf(booked, [payment(200_000)], 'active')).toMatchObject({ paid: 200_000, dueNow: 300_000 });
    expect(amountsOf(booked, [payment(500_000)], 'active')).toMatchObject({
      balance: 1_000_000,
      dueNow: 1_000_000,
    });
  });

  it('show money paid beyond the price as money to refund, never as a balance below nothing', () => {
    expect(amountsOf(booked, [payment(1_500_000), payment(300_000)], 'active')).toMatchObject({
      paid: 1_800_000,
      balance: 0,
      dueNow: 0,
      toRefund: 300_000,
    });
    expect(amountsOf(booked, [payment(1_800_000), refund(300_000)], 'active')).toMatchObject({
      paid: 1_500_000,
      refunded: 300_000,
      balance: 0,
      toRefund: 0,
    });
  });

  it('change the price by its adjustments: balance = price + adjustments − payments + refunds', () => {
    const reduced = amountsOf(booked, [payment(1_500_000), adjustment(-150_000), refund(150_000)], 'active');
    expect(reduced).toMatchObject({ total: 1_350_000, paid: 1_350_000, balance: 0, toRefund: 0 });
    expect(amountsOf(booked, [payment(500_000), adjustment(200_000)], 'active')).toMatchObject({
      total: 1_700_000,
      balance: 1_200_000,
    });
    expect(amountsOf(booked, [adjustment(-1_400_000)], 'active')).toMatchObject({
      total: 100_000,
      depositDue: 100_000,
    });
  });

  it('take a price reduction off the deposit too: a deposit paid stays paid when part of it goes back', () => {
    const reduction = (amount: number): StoredLedgerEntry[] => [
      adjustment(-amount),
      { kind: 'refund', id: `r${amount}`, amount, reason: 'price_reduction', ...money },
    ];
    const depositOnly = amountsOf(booked, [payment(500_000), ...reduction(200_000)], 'active');
    expect(depositOnly).toMatchObject({
      total: 1_300_000,
      depositDue: 300_000,
      paid: 300_000,
      balance: 1_000_000,
      dueNow: 1_000_000,
    });
    expect(statusOf('active', depositOnly, false)).toBe('deposit_paid');
    const inFull = { total: 1_500_000, depositDue: 1_500_000 };
    expect(amountsOf(inFull, [payment(1_500_000), ...reduction(150_000)], 'active')).toMatchObject({
      total: 1_350_000,
      depositDue: 1_350_000,
      balance: 0,
    });
  });

  it('owe nothing once the booking ended, and show all it paid as money to refund', () => {
    for (const phase of ['cancelled', 'expired'] as const) {
      expect(amountsOf(booked, [payment(900_000), refund(100_000)], phase)).toEqual({
        total: 1_500_000,
        depositDue: 500_000,
        paid: 800_000,
        refunded: 100_000,
        balance: 0,
        dueNow: 0,
        toRefund: 800_000,
      });
    }
  });
});

describe("a booking's status", () => {
  const amounts = (paid: number, total = 1_500_000): BookingAmounts =>
    amountsOf({ total, depositDue: 500_000 }, paid > 0 ? [payment(paid)] : [], 'active');

  it('follows from what is paid: paid in full, the deposit, else held, or checking while a proof waits', () => {
    expect(statusOf('active', amounts(1_500_000), false)).toBe('paid');
    expect(statusOf('active', amounts(1_800_000), true)).toBe('paid');
    expect(statusOf('active', amounts(1_499_999), true)).toBe('deposit_paid');
    expect(statusOf('active', amounts(500_000), false)).toBe('deposit_paid');
    expect(statusOf('active', amounts(499_999), false)).toBe('held');
    expect(statusOf('active', amounts(499_999), true)).toBe('checking');
    expect(statusOf('active', amounts(0), true)).toBe('checking');
  });

  it('stays cancelled or expired whatever comes in', () => {
    expect(statusOf('cancelled', amounts(1_500_000), false)).toBe('cancelled');
    expect(statusOf('expired', amounts(0), true)).toBe('expired');
  });
});

describe('what may go back', () => {
  const paidInFull = amountsOf(booked, [payment(1_500_000)], 'active');
  const overpaid = amountsOf(booked, [payment(1_800_000)], 'active');

  it('an over-payment: up to what was paid beyond the price', () => {
    expect(refundRefusal('paid', overpaid, { amount: 300_000, reason: 'overpayment' })).toBeUndefined();
    expect(refundRefusal('paid', overpaid, { amount: 300_001, reason: 'overpayment' })).toBe(
      'Only ₦300,000 was paid beyond the price.',
    );
    expect(refundRefusal('paid', paidInFull, { amount: 1, reason: 'overpayment' })).toBe(
      'Nothing was paid beyond the price: to give money back, reduce the price.',
    );
  });

  it('a price reduction: up to what is paid, and never below nothing', () => {
    expect(refundRefusal('paid', paidInFull, { amount: 150_000, reason: 'price_reduction' })).toBeUndefined();
    expect(refundRefusal('paid', paidInFull, { amount: 1_500_001, reason: 'price_reduction' })).toBe(
      'The price can be reduced by at most ₦1,500,000 here.',
    );
  });

  it('the money of a booking that ended: up to what is paid, and only for that reason', () => {
    const ended = amountsOf(booked, [payment(500_000)], 'cancelled');
    expect(refundRefusal('cancelled', ended, { amount: 500_000, reason: 'booking_ended' })).toBeUndefined();
    expect(refundRefusal('expired', ended, { amount: 500_001, reason: 'booking_ended' })).toBe(
      'A refund cannot be more than what is paid (₦500,000).',
    );
    expect(refundRefusal('cancelled', ended, { amount: 1, reason: 'overpayment' })).toBe(
      'This booking has ended: its refund is of a booking cancelled or expired.',
    );
    expect(refundRefusal('paid', paidInFull, { amount: 1, reason: 'booking_ended' })).toBe(
      'This booking is not cancelled or expired: say whether it is an over-payment or a reduction.',
    );
  });

  it('a change of price: never below nothing', () => {
    expect(adjustmentRefusal(paidInFull, -1_500_000)).toBeUndefined();
    expect(adjustmentRefusal(paidInFull, -1_500_001)).toBe(
      'The price cannot go below ₦0 (it is ₦1,500,000).',
    );
    expect(adjustmentRefusal(paidInFull, 10_000_000)).toBeUndefined();
  });
});
