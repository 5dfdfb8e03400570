import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { withMediaBatch } from '../media/media-batch';
import { addGalleryItems, deleteGalleryItem, listGallery, reorderGallery } from './gallery.service';
import { storeInlineGallery, storeMultipartGallery } from './gallery.upload';

/** Inline data is base64, 4/3 of the file: room for a video at its 100 MB limit. */
const JSON_UPLOAD_LIMIT = '140mb';

export const galleryRoutes = [
  route(endpoints.listGalleryImages, () => listGallery('image')),
  route(endpoints.listGalleryVideos, () => listGallery('video')),
  route(
    endpoints.uploadGallery,
    ({ body, ctx }) =>
      withMediaBatch(async (batch) =>
        addGalleryItems(
          body ? await storeInlineGallery(batch, body) : await storeMultipartGallery(batch, ctx.req),
        ),
      ),
    { bodyLimit: JSON_UPLOAD_LIMIT },
  ),
  route(endpoints.saveGalleryOrder, ({ body }) => reorderGallery(body)),
  route(endpoints.deleteGalleryItem, async ({ id }) => {
    await deleteGalleryItem(id);
    return { id, message: 'Gallery item removed.' };
  }),
];
