import type Router from '@koa/router';
import { type DeletedResponse, galleryOrderSchema, galleryUploadSchema } from '@safa/shared-ui/contract';
import { jsonBody } from '../../http/body';
import type { AppState } from '../../http/context';
import { idParam, parseInput } from '../../http/validate';
import { withMediaBatch } from '../media/media-batch';
import { addGalleryItems, deleteGalleryItem, listGallery, reorderGallery } from './gallery.service';
import { storeInlineGallery, storeMultipartGallery } from './gallery.upload';

/** Inline data is base64, 4/3 of the file: room for one video at its 100 MB limit. */
const JSON_UPLOAD_LIMIT = '140mb';

export function registerPublicGalleryRoutes(router: Router<AppState>): void {
  router.get('/gallery/images', async (ctx) => {
    ctx.body = await listGallery('image');
  });
  router.get('/gallery/videos', async (ctx) => {
    ctx.body = await listGallery('video');
  });
}

export function registerAdminGalleryRoutes(router: Router<AppState>): void {
  router.post('/gallery', jsonBody(JSON_UPLOAD_LIMIT), async (ctx) => {
    const upload = ctx.is('multipart') ? undefined : parseInput(galleryUploadSchema, ctx.request.body);
    ctx.body = await withMediaBatch(async (batch) => {
      const items = upload
        ? await storeInlineGallery(batch, upload)
        : await storeMultipartGallery(batch, ctx.req);
      return addGalleryItems(items);
    });
    ctx.status = 201;
  });

  router.post('/gallery/order', jsonBody(), async (ctx) => {
    ctx.body = await reorderGallery(parseInput(galleryOrderSchema, ctx.request.body));
  });

  router.delete('/gallery/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await deleteGalleryItem(id);
    ctx.body = { id, message: 'Gallery item removed.' } satisfies DeletedResponse;
  });
}
