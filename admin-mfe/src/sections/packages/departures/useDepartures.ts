import { call, type ListFilters } from '@safa/api-client';
import type { Departure, DepartureInput, DepartureStatus, DepartureUpdate } from '@safa/contract';
import { archiveConfirm, restoreConfirm } from '../../../common/archiving';
import { deleteConfirm, errorAlert, refusalText, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';
import { useAdminQuery } from '../../../common/useAdminQuery';
import { useListPage } from '../../../common/useListPage';
import { summaryKey } from '../../../dashboard/summary/useWorkSummary';
import { usePackages } from '../usePackages';
import { withStatus } from './departure-form';
import { departureName } from './departure-text';

export const departuresKey = ['departures'];

/** A page of a package's departures, soonest first, with their seats booked and left. */
export const useDeparturePage = (filters: ListFilters<'listAllDepartures'>) =>
  useListPage({
    name: 'listAllDepartures',
    filters,
    queryKey: departuresKey,
    failureText: 'Failed to load departures',
  });

/** Every departure of every package, soonest first, with its seats booked and left. */
export const useDepartures = () =>
  useAdminQuery({
    queryKey: departuresKey,
    queryFn: (signal) => call('listAllDepartures', { signal }),
    failureText: 'Failed to load departures',
  });

export interface NamedDeparture extends Departure {
  packageTitle: string;
  /** 'Hajj 2026 Premium Package, 12 Jun 2027'. */
  name: string;
}

/** Every departure with its package's title, for lists and filters that name them. */
export function useNamedDepartures(): NamedDeparture[] | undefined {
  const { data: departures } = useDepartures();
  const { data: packages } = usePackages();
  if (!departures || !packages) return undefined;
  const titles = new Map(packages.map((item) => [item.id, item.title]));
  return departures.map((departure) => {
    const packageTitle = titles.get(departure.packageId) ?? 'A removed package';
    return { ...departure, packageTitle, name: departureName(packageTitle, departure.departsOn) };
  });
}

/** What the departures change: their list, and the dashboard's next departures. */
const changed = [departuresKey, summaryKey];

export type DepartureSave =
  | { id: string; input: DepartureUpdate }
  | { id?: undefined; input: DepartureInput };

/** A rule the BFF explains (a date, the seats already booked) is a validation error in the operator's terms. */
function saveFailure(error: unknown) {
  const serverText = refusalText(error, 400, 409);
  return serverText
    ? { title: 'Validation Error', text: serverText, tone: 'warning' as const }
    : errorAlert('Failed to save departure');
}

/**
 * Saves a new departure or an edit. `showAtFields` shows a refusal at the form's fields and says
 * whether it could; else the refusal is said in a dialog.
 */
export const useSaveDeparture = (showAtFields: (error: unknown) => boolean) =>
  useAdminMutation({
    mutationKey: ['departures', 'save'],
    mutationFn: (save: DepartureSave) =>
      save.id === undefined
        ? call('createDeparture', { body: save.input })
        : call('updateDeparture', { id: save.id, body: save.input }),
    invalidates: changed,
    success: successAlert('Departure saved'),
    failure: (error) => (showAtFields(error) ? undefined : saveFailure(error)),
  });

interface StatusChange {
  departure: Departure;
  status: DepartureStatus;
}

/** Closes a departure to bookings, or opens it again; the seats booked stay booked either way. */
export const useSetDepartureStatus = () =>
  useAdminMutation({
    mutationKey: ['departures', 'status'],
    mutationFn: ({ departure, status }: StatusChange) =>
      call('updateDeparture', { id: departure.id, body: withStatus(departure, status) }),
    invalidates: changed,
    confirm: ({ status }) =>
      status === 'closed'
        ? {
            title: 'Close departure?',
            text: 'It stops taking bookings; the seats already booked stay booked.',
            tone: 'warning',
            confirmLabel: 'Close departure',
          }
        : { title: 'Reopen departure?', text: 'It takes bookings again.', confirmLabel: 'Reopen' },
    success: ({ status }) => successAlert(status === 'closed' ? 'Departure closed' : 'Departure reopened'),
    failure: (error) => errorAlert(refusalText(error, 400, 409) ?? 'Failed to update departure'),
  });

/** Hides a departure that had bookings from the site, taking no more (`archived`), or shows it again. */
export const useArchiveDeparture = () =>
  useAdminMutation({
    mutationKey: ['departures', 'archive'],
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      call(archived ? 'archiveDeparture' : 'restoreDeparture', { id }),
    invalidates: changed,
    confirm: ({ archived }) =>
      archived
        ? archiveConfirm(
            'departure',
            'It leaves the site and takes no more bookings; its bookings, manifest and reports are kept.',
          )
        : restoreConfirm('departure', 'It is shown on the site again, as open or closed as it was.'),
    success: ({ archived }) => successAlert(archived ? 'Departure archived' : 'Departure restored'),
    failure: (_error, { archived }) =>
      errorAlert(archived ? 'Failed to archive departure' : 'Failed to restore departure'),
  });

/** Removes a departure no one has booked; the BFF's 409 says what to do with one that was. */
export const useDeleteDeparture = () =>
  useAdminMutation({
    mutationKey: ['departures', 'delete'],
    mutationFn: (id: string) => call('deleteDeparture', { id }),
    invalidates: changed,
    confirm: deleteConfirm('Delete departure?', 'This action cannot be undone.'),
    success: successAlert('Departure removed'),
    failure: (error) => errorAlert(refusalText(error, 409) ?? 'Failed to delete departure'),
  });
