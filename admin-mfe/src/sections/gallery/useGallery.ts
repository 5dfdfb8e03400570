import { api } from '@safa/shared-ui/api';
import type { GalleryItem } from '@safa/shared-ui/contract';
import { useState } from 'react';
import { deleteConfirm, errorAlert, isSessionEnd, successAlert } from '../../common/feedback';
import { uploadWithProgress } from '../../common/upload-with-progress';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';
import { useSession } from '../../session/SessionProvider';

export type GalleryKind = GalleryItem['type'];

const galleryKey = (kind: GalleryKind) => ['gallery', kind];
const bothLists = [galleryKey('image'), galleryKey('video')];
const byOrder = (a: GalleryItem, b: GalleryItem) => a.order - b.order;

export const useGalleryItems = (kind: GalleryKind) =>
  useAdminQuery({
    queryKey: galleryKey(kind),
    queryFn: async (signal) =>
      (await (kind === 'image' ? api.listGalleryImages(signal) : api.listGalleryVideos(signal))).sort(
        byOrder,
      ),
    failureText: 'Failed to fetch media',
  });

export const useDeleteGalleryItem = () =>
  useAdminMutation({
    mutationKey: ['gallery', 'delete'],
    mutationFn: (id: string) => api.deleteGalleryItem(id),
    invalidates: bothLists,
    confirm: deleteConfirm('Delete item?', 'This action cannot be undone'),
    success: successAlert('Deleted', 'Item removed'),
    failure: errorAlert('Failed to delete item'),
  });

export const useSaveGalleryOrder = () =>
  useAdminMutation({
    mutationKey: ['gallery', 'order'],
    mutationFn: (items: GalleryItem[]) =>
      api.saveGalleryOrder({ items: items.map(({ id, order }) => ({ id, order })) }),
    invalidates: bothLists,
    success: successAlert('Order saved successfully'),
    failure: errorAlert('Failed to save order'),
  });

/** Uploads files as multipart (no base64 inflation for videos), reporting progress from 0 to 1. */
export function useGalleryUpload() {
  const { logOut } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useAdminMutation({
    mutationKey: ['gallery', 'upload'],
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      setProgress(0);
      return uploadWithProgress<GalleryItem[]>('/gallery', body, setProgress)
        .catch((error: unknown) => {
          // The API client's refused-token hook does not see XMLHttpRequest calls.
          if (isSessionEnd(error)) logOut('expired');
          throw error;
        })
        .finally(() => setProgress(null));
    },
    invalidates: bothLists,
    confirm: (files) => ({
      title: 'Upload media?',
      text: `You are about to upload ${files.length} file(s)`,
      confirmLabel: 'Upload',
    }),
    success: successAlert('Media uploaded successfully'),
    failure: errorAlert('Upload failed'),
  });
  return { ...upload, progress };
}
