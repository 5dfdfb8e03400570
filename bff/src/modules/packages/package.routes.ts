import type Router from '@koa/router';
import type { AppState } from '../../http/context';
import { listPackages } from './package.service';

export function registerPublicPackageRoutes(router: Router<AppState>): void {
  router.get('/packages', async (ctx) => {
    ctx.body = await listPackages();
  });
}
