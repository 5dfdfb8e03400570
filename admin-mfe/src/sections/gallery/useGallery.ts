import { call, upload } from '@safa/api-client';
import type { GalleryItem } from '@safa/contract';
import { useState } from 'react';
import { deleteConfirm, errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';

export type GalleryKind = GalleryItem['type'];

const galleryKey = (kind: GalleryKind) => ['gallery', kind];
const bothLists = [galleryKey('image'), galleryKey('video')];
const byOrder = (a: GalleryItem, b: GalleryItem) => a.order - b.order;

export const useGalleryItems = (kind: GalleryKind) =>
  useAdminQuery({
    queryKey: galleryKey(kind),
    queryFn: async (signal) =>
      (await call(kind === 'image' ? 'listGalleryImages' : 'listGalleryVideos', { signal })).sort(byOrder),
    failureText: 'Failed to fetch media',
  });

export const useDeleteGalleryItem = () =>
  useAdminMutation({
    mutationKey: ['gallery', 'delete'],
    mutationFn: (id: string) => call('deleteGalleryItem', { id }),
    invalidates: bothLists,
    confirm: deleteConfirm('Delete item?', 'This action cannot be undone'),
    success: successAlert('Deleted', 'Item removed'),
    failure: errorAlert('Failed to delete item'),
  });

export const useSaveGalleryOrder = () =>
  useAdminMutation({
    mutationKey: ['gallery', 'order'],
    mutationFn: (items: GalleryItem[]) =>
      call('saveGalleryOrder', { body: { items: items.map(({ id, order }) => ({ id, order })) } }),
    invalidates: bothLists,
    success: successAlert('Order saved successfully'),
    failure: errorAlert('Failed to save order'),
  });

/** Uploads files as multipart (no base64 inflation for videos), reporting progress from 0 to 1. */
export function useGalleryUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const uploadFiles = useAdminMutation({
    mutationKey: ['gallery', 'upload'],
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      setProgress(0);
      return upload('uploadGallery', body, setProgress).finally(() => setProgress(null));
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
  return { ...uploadFiles, progress };
}
