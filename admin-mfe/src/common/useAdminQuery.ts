import { useDialogs } from '@safa/shared-ui';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorAlert, isSessionEnd } from './feedback';

interface AdminQueryOptions<Data> {
  queryKey: QueryKey;
  queryFn: (signal: AbortSignal) => Promise<Data>;
  /** Shown when loading fails; without it the failure is only logged (spec §8). */
  failureText?: string;
  /** Reloads this often while the admin is open (for what changes without the operator). */
  refetchInterval?: number;
  /** Keeps showing the last answer while another key (a new filter) loads, rather than nothing. */
  keepPrevious?: boolean;
  /** Personal data: dropped from memory as soon as no screen shows it, never kept for later. */
  personal?: boolean;
}

/** Loads a list for a section and reports a failure as the error catalogue says. */
export function useAdminQuery<Data>({
  queryKey,
  queryFn,
  failureText,
  refetchInterval,
  keepPrevious,
  personal,
}: AdminQueryOptions<Data>) {
  const dialogs = useDialogs();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    refetchInterval,
    ...(keepPrevious && { placeholderData: keepPreviousData }),
    ...(personal && { gcTime: 0 }),
  });
  const { error } = query;

  useEffect(() => {
    if (!error || isSessionEnd(error)) return;
    console.error(error);
    if (failureText) void dialogs.alert(errorAlert(failureText));
  }, [error, failureText, dialogs]);

  return query;
}
