import { planned, scheduleOf } from '../src/payment-plan';

const basis = {
  total: 15_000_001,
  depositDue: 4_000_000,
  bookedOn: '2026-11-27',
  balanceDueOn: '2027-02-20',
} as const;

describe('a payment plan', () => {
  it('asks the deposit, then the balance by its day', () => {
    expect(planned({ ...basis, plan: 'deposit' })).toEqual([
      { dueOn: '2026-11-27', amount: 4_000_000 },
      { dueOn: '2027-02-20', amount: 11_000_001 },
    ]);
  });

  it('splits a monthly balance on the booking’s day of each month, the last on the balance’s day carrying what is left over', () => {
    const instalments = planned({ ...basis, plan: 'monthly' });
    expect(instalments).toEqual([
      { dueOn: '2026-11-27', amount: 4_000_000 },
      { dueOn: '2026-12-27', amount: 3_666_667 },
      { dueOn: '2027-01-27', amount: 3_666_667 },
      { dueOn: '2027-02-20', amount: 3_666_667 },
    ]);
    expect(instalments.reduce((sum, { amount }) => sum + amount, 0)).toBe(basis.total);
    expect(planned({ ...basis, total: 4_000_002, plan: 'monthly' }).map(({ amount }) => amount)).toEqual([
      4_000_000, 2,
    ]);
  });

  it('fills its instalments in order, paying ahead filling the next, and says which are overdue, due and to come', () => {
    const { instalments } = scheduleOf({ ...basis, plan: 'monthly' }, 5_000_000, '2027-01-03');
    expect(instalments.map(({ paid, status }) => [paid, status])).toEqual([
      [4_000_000, 'paid'],
      [1_000_000, 'overdue'],
      [0, 'due'],
      [0, 'upcoming'],
    ]);
    expect(
      scheduleOf({ ...basis, plan: 'flexible' }, 15_000_001, '2027-03-01').instalments.every(
        ({ status }) => status === 'paid',
      ),
    ).toBe(true);
  });
});
