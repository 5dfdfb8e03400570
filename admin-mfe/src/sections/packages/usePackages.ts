import { call } from '@safa/api-client';
import type { PackageInput } from '@safa/contract';
import { deleteConfirm, errorAlert, refusalText, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';
import { useListPage } from '../../common/useListPage';

const packagesKey = ['packages'];

/** Every package, for what names them all (the departures of the bookings' filter). */
export const usePackages = () =>
  useAdminQuery({
    queryKey: packagesKey,
    queryFn: (signal) => call('listPackages', { signal }),
    failureText: 'Failed to load packages',
  });

/** A page of the packages, newest first, as the BFF searches them (title plus description). */
export const usePackagePage = () =>
  useListPage({
    name: 'listPackages',
    filters: {},
    queryKey: packagesKey,
    failureText: 'Failed to load packages',
  });

/** One package, by its id; a package deleted meanwhile answers 404. */
export const usePackage = (id: string) =>
  useAdminQuery({
    queryKey: [...packagesKey, 'one', id],
    queryFn: (signal) => call('getPackage', { id, signal }),
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
    // A package with departures stays: the BFF says what to do first.
    failure: (error) => errorAlert(refusalText(error, 409) ?? 'Server failed to delete'),
  });
