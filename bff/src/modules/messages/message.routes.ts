import type Router from '@koa/router';
import { messageInputSchema } from '@safa/shared-ui/contract';
import type { Middleware } from 'koa';
import { jsonBody } from '../../http/body';
import type { AppState } from '../../http/context';
import { isBotSubmission } from '../../http/honeypot';
import { idParam, parseInput } from '../../http/validate';
import { listMessages, markResponded, pretendToReceive, receiveMessage } from './message.service';

export function registerPublicMessageRoutes(router: Router<AppState>, rateLimit: Middleware<AppState>): void {
  router.post('/messages', rateLimit, jsonBody(), async (ctx) => {
    const { website, ...enquiry } = parseInput(messageInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = isBotSubmission(ctx, { website }) ? pretendToReceive(enquiry) : await receiveMessage(enquiry);
  });
}

export function registerAdminMessageRoutes(router: Router<AppState>): void {
  router.get('/messages', async (ctx) => {
    ctx.body = await listMessages();
  });

  router.patch('/messages/:id/respond', async (ctx) => {
    ctx.body = await markResponded(idParam(ctx.params));
  });
}
