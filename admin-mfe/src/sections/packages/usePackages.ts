import { ApiError, api } from '@safa/shared-ui/api';
import type { PackageInput } from '@safa/shared-ui/contract';
import { deleteConfirm, errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';

const packagesKey = ['packages'];

export const usePackages = () =>
  useAdminQuery({ queryKey: packagesKey, queryFn: api.listPackages, failureText: 'Failed to load packages' });

export interface PackageSave {
  /** Absent for a new package. */
  id?: string;
  input: PackageInput;
}

/** A refusal the BFF explains (400) is a validation error in the operator's terms. */
function saveFailure(error: unknown) {
  const serverText = error instanceof ApiError && error.status === 400 ? error.serverText() : undefined;
  return serverText
    ? { title: 'Validation Error', text: serverText, tone: 'warning' as const }
    : errorAlert('Failed to save package');
}

export const useSavePackage = () =>
  useAdminMutation({
    mutationKey: ['packages', 'save'],
    mutationFn: ({ id, input }: PackageSave) =>
      id ? api.updatePackage(id, input) : api.createPackage(input),
    invalidates: [packagesKey],
    success: successAlert('Package saved'),
    failure: saveFailure,
  });

export const useDeletePackage = () =>
  useAdminMutation({
    mutationKey: ['packages', 'delete'],
    mutationFn: ({ id }: { id: string; title: string }) => api.deletePackage(id),
    invalidates: [packagesKey],
    confirm: ({ title }) => deleteConfirm('Delete package?', `"${title}" will be removed from the site.`),
    success: successAlert('Package removed'),
    failure: errorAlert('Server failed to delete'),
  });
