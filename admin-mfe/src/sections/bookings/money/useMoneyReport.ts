import { call, download } from '@safa/api-client';
import type { MoneyReportQuery } from '@safa/contract';
import { downloadFile } from '../../../common/download';
import { errorAlert, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';
import { useAdminQuery } from '../../../common/useAdminQuery';

/** The money of a departure's bookings, or of those made between two days. */
export const useMoneyReport = (query: MoneyReportQuery) =>
  useAdminQuery({
    queryKey: ['reports', 'money', query],
    queryFn: (signal) => call('moneyReport', { query, signal }),
    failureText: 'Failed to load the money report',
    keepPrevious: true,
  });

/** Saves the report as CSV, under the name the BFF gives it. */
export const useDownloadMoneyReport = () =>
  useAdminMutation({
    mutationKey: ['reports', 'money', 'download'],
    mutationFn: async (query: MoneyReportQuery) => {
      const saved = await download('exportMoneyReport', { query });
      downloadFile(saved.fileName, saved.blob);
    },
    invalidates: [],
    success: () => successAlert('Downloaded', 'Money report downloaded'),
    failure: () => errorAlert('Failed to download the money report'),
  });
