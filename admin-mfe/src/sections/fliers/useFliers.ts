import { call } from '@safa/api-client';
import type { FlierUpload } from '@safa/contract';
import { useDialogs } from '@safa/shared-ui';
import { deleteConfirm, errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';

const fliersKey = ['fliers'];

/** A failed load is only logged (spec §8). */
export const useFliers = () =>
  useAdminQuery({ queryKey: fliersKey, queryFn: (signal) => call('listFliers', { signal }) });

export const useDeleteFlier = () =>
  useAdminMutation({
    mutationKey: ['fliers', 'delete'],
    mutationFn: (id: string) => call('deleteFlier', { id }),
    invalidates: [fliersKey],
    confirm: deleteConfirm('Delete image?', 'This action cannot be undone.'),
    success: successAlert('Deleted!', 'Image removed successfully.'),
    failure: errorAlert('Failed to delete image'),
  });

export function useUploadFliers() {
  const dialogs = useDialogs();
  return useAdminMutation({
    mutationKey: ['fliers', 'upload'],
    mutationFn: async (upload: FlierUpload) => {
      const closeProgress = dialogs.progress({ title: 'Uploading…', text: 'Please wait a moment.' });
      try {
        return await call('uploadFliers', { body: upload });
      } finally {
        closeProgress();
      }
    },
    invalidates: [fliersKey],
    confirm: ({ images, category }) => ({
      title: 'Upload images?',
      text: `You are about to upload ${images.length} image(s) to the ${category} category.`,
      confirmLabel: 'Upload',
    }),
    success: successAlert('Uploaded!', 'Images added successfully.'),
    failure: errorAlert('Failed to upload images'),
  });
}
