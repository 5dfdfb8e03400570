import { amountsOf, paidOf, statusWhenPaid } from '../../src/modules/bookings/booking-money';

const price = { total: 1_500_000, depositDue: 500_000 };

describe("a booking's money", () => {
  it('is paid by its payments less its refunds', () => {
    expect(paidOf([])).toBe(0);
    expect(
      paidOf([
        { kind: 'payment', amount: 500_000 },
        { kind: 'payment', amount: 300_000 },
        { kind: 'refund', amount: 100_000 },
      ]),
    ).toBe(700_000);
  });

  it('owes its deposit first, then the balance', () => {
    expect(amountsOf(price)).toEqual({
      total: 1_500_000,
      depositDue: 500_000,
      paid: 0,
      balance: 1_500_000,
      dueNow: 500_000,
    });
    expect(amountsOf(price, [{ kind: 'payment', amount: 200_000 }])).toMatchObject({
      paid: 200_000,
      balance: 1_300_000,
      dueNow: 300_000,
    });
    expect(amountsOf(price, [{ kind: 'payment', amount: 500_000 }])).toMatchObject({
      balance: 1_000_000,
      dueNow: 1_000_000,
    });
  });

  it('owes nothing once paid in full, never less than nothing', () => {
    expect(amountsOf(price, [{ kind: 'payment', amount: 1_500_000 }])).toMatchObject({
      paid: 1_500_000,
      balance: 0,
      dueNow: 0,
    });
    expect(amountsOf(price, [{ kind: 'payment', amount: 1_600_000 }])).toMatchObject({
      balance: 0,
      dueNow: 0,
    });
  });

  it('owes again what a refund gave back', () => {
    const movements = [
      { kind: 'payment', amount: 1_500_000 },
      { kind: 'refund', amount: 1_200_000 },
    ] as const;
    expect(amountsOf(price, movements)).toMatchObject({ paid: 300_000, balance: 1_200_000, dueNow: 200_000 });
  });
});

describe("a booking's status after money moves", () => {
  it('is paid for the whole total, deposit_paid for the deposit, else held', () => {
    expect(statusWhenPaid('held', price, 1_500_000)).toBe('paid');
    expect(statusWhenPaid('held', price, 1_499_999)).toBe('deposit_paid');
    expect(statusWhenPaid('held', price, 500_000)).toBe('deposit_paid');
    expect(statusWhenPaid('held', price, 499_999)).toBe('held');
    expect(statusWhenPaid('deposit_paid', price, 0)).toBe('held');
    expect(statusWhenPaid('paid', price, 600_000)).toBe('deposit_paid');
  });

  it('is held while nothing is in, even when no deposit is asked', () => {
    const noDeposit = { total: 800_000, depositDue: 0 };
    expect(statusWhenPaid('held', noDeposit, 0)).toBe('held');
    expect(statusWhenPaid('held', noDeposit, 1)).toBe('deposit_paid');
  });

  it('stays cancelled or expired whatever comes in or goes out', () => {
    expect(statusWhenPaid('cancelled', price, 1_500_000)).toBe('cancelled');
    expect(statusWhenPaid('expired', price, 500_000)).toBe('expired');
    expect(statusWhenPaid('expired', price, 0)).toBe('expired');
  });
});
