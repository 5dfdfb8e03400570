import type Router from '@koa/router';
import type { AppState } from '../../http/context';
import { currentHajjRecord } from './hajj-record.service';

export function registerPublicHajjRecordRoutes(router: Router<AppState>): void {
  router.get('/hajj/getcurrent', async (ctx) => {
    ctx.body = await currentHajjRecord();
  });
}
