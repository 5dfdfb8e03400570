import {
  addDays,
  addMonths,
  lagosToday,
  type MoneyReportQuery,
  moneyReportQuerySchema,
} from '@safa/contract';

/** The first and last days of the Lagos month of `today`: what the report shows until asked otherwise. */
export function thisMonth(today = lagosToday()): { from: string; to: string } {
  const from = `${today.slice(0, 7)}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The report asked for, or why it cannot be asked (the contract's own words). */
export function reportAsked(
  asked: MoneyReportQuery,
): { query: MoneyReportQuery; problem?: undefined } | { query?: undefined; problem: string } {
  const parsed = moneyReportQuerySchema.safeParse(asked);
  return parsed.success ? { query: asked } : { problem: parsed.error.issues[0]?.message ?? 'Choose again.' };
}
