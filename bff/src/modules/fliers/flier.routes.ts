import type Router from '@koa/router';
import { type DeletedResponse, flierUploadSchema } from '@safa/shared-ui/contract';
import { jsonBody } from '../../http/body';
import type { AppState } from '../../http/context';
import { idParam, parseInput } from '../../http/validate';
import { withMediaBatch } from '../media/media-batch';
import { addFliers, deleteFlier, listFliers } from './flier.service';
import { storeInlineFliers, storeMultipartFliers } from './flier.upload';

/** Inline data is base64, 4/3 of the file: room for several pictures at their 10 MB limit. */
const JSON_UPLOAD_LIMIT = '70mb';

export function registerPublicFlierRoutes(router: Router<AppState>): void {
  router.get('/hajj/getallimages', async (ctx) => {
    ctx.body = await listFliers();
  });
}

export function registerAdminFlierRoutes(router: Router<AppState>): void {
  router.post('/hajj/uploadimages', jsonBody(JSON_UPLOAD_LIMIT), async (ctx) => {
    const upload = ctx.is('multipart') ? undefined : parseInput(flierUploadSchema, ctx.request.body);
    ctx.body = await withMediaBatch(async (batch) => {
      const { category, urls } = upload
        ? { category: upload.category, urls: await storeInlineFliers(batch, upload.images) }
        : await storeMultipartFliers(batch, ctx.req);
      return addFliers(category, urls);
    });
    ctx.status = 201;
  });

  router.delete('/hajj/deleteimage/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await deleteFlier(id);
    ctx.body = { id, message: 'Flier removed.' } satisfies DeletedResponse;
  });
}
