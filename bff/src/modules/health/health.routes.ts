import type Router from '@koa/router';
import type { HealthResponse } from '@safa/shared-ui/contract';
import { pingDatabase } from '../../db/connection';
import type { AppState } from '../../http/context';

export function registerHealthRoutes(router: Router<AppState>): void {
  router.get('/health', async (ctx) => {
    const up = await pingDatabase();
    const body: HealthResponse = up
      ? { status: 'ok', mongo: 'up' }
      : { status: 'unavailable', mongo: 'down' };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = up ? 200 : 503;
    ctx.body = body;
  });
}
