import {
  MONEY_REPORT_COLUMNS,
  MONEY_REPORT_CSV_COLUMNS,
  MONEY_REPORT_TOTAL_LABEL,
  type MoneyFigures,
  type MoneyReport,
} from '@safa/contract';
import { type CsvFile, csvFile } from '../pilgrims/csv-file';
import { departureOf, fileNameOf } from '../pilgrims/departure-files';
import type { MoneyReportQuery } from './money-report';

const figuresIn = (figures: MoneyFigures) => MONEY_REPORT_COLUMNS.map((column) => column.of(figures));

/** `money-report-2026-11-01-to-2026-11-30.csv`, or a departure's as its other exports are named. */
async function fileNameFor(query: MoneyReportQuery): Promise<string> {
  if (query.departureId) return fileNameOf(await departureOf(query.departureId), 'money-report');
  return `money-report-${query.from}-to-${query.to}.csv`;
}

/** The report for the accountant's spreadsheet: a row per departure, then the total's. */
export async function moneyReportCsv(query: MoneyReportQuery, report: MoneyReport): Promise<CsvFile> {
  const rows = [
    ...report.departures.map((departure) => [
      departure.packageTitle,
      departure.departsOn,
      ...figuresIn(departure),
    ]),
    [MONEY_REPORT_TOTAL_LABEL, '', ...figuresIn(report.total)],
  ];
  return csvFile(await fileNameFor(query), MONEY_REPORT_CSV_COLUMNS, rows);
}
