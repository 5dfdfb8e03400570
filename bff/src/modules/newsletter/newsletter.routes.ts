import type Router from '@koa/router';
import { type DeletedResponse, newsletterInputSchema } from '@safa/shared-ui/contract';
import type { Middleware } from 'koa';
import { jsonBody } from '../../http/body';
import type { AppState } from '../../http/context';
import { isBotSubmission } from '../../http/honeypot';
import { idParam, parseInput } from '../../http/validate';
import { listSubscribers, pretendToSubscribe, subscribe, unsubscribe } from './newsletter.service';

export function registerPublicNewsletterRoutes(
  router: Router<AppState>,
  rateLimit: Middleware<AppState>,
): void {
  router.post('/newsletter', rateLimit, jsonBody(), async (ctx) => {
    const input = parseInput(newsletterInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = isBotSubmission(ctx, input) ? pretendToSubscribe(input.email) : await subscribe(input.email);
  });
}

export function registerAdminNewsletterRoutes(router: Router<AppState>): void {
  router.get('/newsletter', async (ctx) => {
    ctx.body = await listSubscribers();
  });

  router.delete('/newsletter/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await unsubscribe(id);
    ctx.body = { id, message: 'Subscriber removed.' } satisfies DeletedResponse;
  });
}
