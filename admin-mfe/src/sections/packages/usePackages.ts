import { call } from '@safa/api-client';
import type { PackageInput } from '@safa/contract';
import { archiveConfirm, restoreConfirm } from '../../common/archiving';
import { deleteConfirm, errorAlert, refusalText, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';
import { useListPage } from '../../common/useListPage';

const packagesKey = ['packages'];

/** Every package, archived ones too, for what names them all (the departures of the bookings' filter). */
export const usePackages = () =>
  useAdminQuery({
    queryKey: packagesKey,
    queryFn: (signal) => call('listOperatorPackages', { query: { archived: 'show' }, signal }),
    failureText: 'Failed to load packages',
  });

/**
 * A page of the packages, newest first, as the BFF searches them (title plus description), archived
 * ones when `showArchived`.
 */
export const usePackagePage = (showArchived: boolean) =>
  useListPage({
    name: 'listOperatorPackages',
    filters: { archived: showArchived ? 'show' : 'hide' },
    queryKey: packagesKey,
    failureText: 'Failed to load packages',
  });

/** One package, by its id, archived or not; a package deleted meanwhile answers 404. */
export const usePackage = (id: string) =>
  useAdminQuery({
    queryKey: [...packagesKey, 'one', id],
    queryFn: (signal) => call('getOperatorPackage', { id, signal }),
  });

export interface PackageSave {
  /** Absent for a new package. */
  id?: string;
  input: PackageInput;
}

/** A refusal the BFF explains (400) is a validation error in the operator's terms. */
function saveFailure(error: unknown) {
  const serverText = refusalText(error, 400);
  return serverText
    ? { title: 'Validation Error', text: serverText, tone: 'warning' as const }
    : errorAlert('Failed to save package');
}

export const useSavePackage = () =>
  useAdminMutation({
    mutationKey: ['packages', 'save'],
    mutationFn: ({ id, input }: PackageSave) =>
      id ? call('updatePackage', { id, body: input }) : call('createPackage', { body: input }),
    invalidates: [packagesKey],
    success: successAlert('Package saved'),
    failure: saveFailure,
  });

export const useDeletePackage = () =>
  useAdminMutation({
    mutationKey: ['packages', 'delete'],
    mutationFn: ({ id }: { id: string; title: string }) => call('deletePackage', { id }),
    invalidates: [packagesKey],
    confirm: ({ title }) => deleteConfirm('Delete package?', `"${title}" will be removed from the site.`),
    success: successAlert('Package removed'),
    // A package booked meanwhile stays: the BFF says to archive it.
    failure: (error) => errorAlert(refusalText(error, 409) ?? 'Server failed to delete'),
  });

/** Hides a package that had bookings from the site (`archived`), or shows it again. */
export const useArchivePackage = () =>
  useAdminMutation({
    mutationKey: ['packages', 'archive'],
    mutationFn: ({ id, archived }: { id: string; title: string; archived: boolean }) =>
      call(archived ? 'archivePackage' : 'restorePackage', { id }),
    invalidates: [packagesKey],
    confirm: ({ title, archived }) =>
      archived
        ? archiveConfirm(
            'package',
            `"${title}" and its departures leave the site; its bookings, receipts and reports are kept.`,
          )
        : restoreConfirm('package', `"${title}" is shown on the site again.`),
    success: ({ archived }) => successAlert(archived ? 'Package archived' : 'Package restored'),
    failure: (_error, { archived }) =>
      errorAlert(archived ? 'Failed to archive package' : 'Failed to restore package'),
  });
