import type Router from '@koa/router';
import type { AppState } from '../../http/context';
import { buildOpenApiDocument } from './openapi.document';

export function registerOpenApiRoutes(router: Router<AppState>): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get('/openapi.json', (ctx) => {
    document ??= buildOpenApiDocument();
    ctx.body = document;
  });
}
