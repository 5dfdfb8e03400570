import { MONEY_REPORT_MESSAGES } from '@safa/contract';
import { reportAsked, thisMonth } from './money-period';

describe('the money report’s period', () => {
  it('is the Lagos month of today until asked otherwise, to its last day', () => {
    expect(thisMonth('2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(thisMonth('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(thisMonth('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('is asked as chosen, or says in the contract’s words why it cannot be', () => {
    expect(reportAsked({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      query: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(reportAsked({ from: '2026-11-30', to: '2026-11-01' })).toEqual({
      problem: MONEY_REPORT_MESSAGES.reversed,
    });
    expect(reportAsked({ from: '', to: '2026-11-01' })).toEqual({
      problem: 'The start date must be a date (YYYY-MM-DD).',
    });
  });
});
