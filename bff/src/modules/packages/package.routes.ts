import type Router from '@koa/router';
import { type DeletedResponse, packageInputSchema } from '@safa/shared-ui/contract';
import { jsonBody } from '../../http/body';
import type { AppState } from '../../http/context';
import { idParam, parseInput } from '../../http/validate';
import { createPackage, deletePackage, getPackage, listPackagesJson, updatePackage } from './package.service';

/** Inline pictures are base64, 4/3 of the file: room for several at their 10 MB limit. */
const JSON_UPLOAD_LIMIT = '70mb';

export function registerPublicPackageRoutes(router: Router<AppState>): void {
  router.get('/packages', async (ctx) => {
    ctx.type = 'json';
    ctx.body = await listPackagesJson();
  });
  router.get('/packages/:id', async (ctx) => {
    ctx.body = await getPackage(idParam(ctx.params));
  });
}

export function registerAdminPackageRoutes(router: Router<AppState>): void {
  router.post('/packages', jsonBody(JSON_UPLOAD_LIMIT), async (ctx) => {
    const data = parseInput(packageInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createPackage(data);
  });

  router.put('/packages/:id', jsonBody(JSON_UPLOAD_LIMIT), async (ctx) => {
    const id = idParam(ctx.params);
    ctx.body = await updatePackage(id, parseInput(packageInputSchema, ctx.request.body));
  });

  router.delete('/packages/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await deletePackage(id);
    ctx.body = { id, message: 'Package removed.' } satisfies DeletedResponse;
  });
}
