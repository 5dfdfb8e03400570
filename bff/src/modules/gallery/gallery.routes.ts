import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { withMediaBatch } from '../media/media-batch';
import { addGalleryItems, deleteGalleryItem, listGallery, reorderGallery } from './gallery.service';
import { storeGalleryUpload } from './gallery.upload';

export const galleryRoutes = [
  route(endpoints.listGalleryImages, () => listGallery('image')),
  route(endpoints.listGalleryVideos, () => listGallery('video')),
  route(endpoints.uploadGallery, ({ ctx }) =>
    withMediaBatch(async (batch) => addGalleryItems(await storeGalleryUpload(batch, ctx.req))),
  ),
  route(endpoints.saveGalleryOrder, ({ body }) => reorderGallery(body)),
  route(endpoints.deleteGalleryItem, async ({ id }) => {
    await deleteGalleryItem(id);
    return { id, message: 'Gallery item removed.' };
  }),
];
