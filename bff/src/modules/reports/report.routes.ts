import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { sendCsv } from '../pilgrims/csv-file';
import { moneyReport } from './money-report';
import { moneyReportCsv } from './money-report-csv';

/** The agency's reports for the operator and its accountant. */
export const reportRoutes = [
  route(endpoints.moneyReport, ({ query }) => moneyReport(query)),
  route(endpoints.exportMoneyReport, async ({ query, ctx }) =>
    sendCsv(ctx, await moneyReportCsv(query, await moneyReport(query)), 'money report'),
  ),
];
