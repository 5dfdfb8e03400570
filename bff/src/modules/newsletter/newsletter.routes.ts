import { endpoints } from '@safa/contract';
import type { Middleware } from 'koa';
import { route } from '../../http/api-router';
import type { AppState } from '../../http/context';
import { isBotSubmission } from '../../http/honeypot';
import { listSubscribers, pretendToSubscribe, subscribe, unsubscribe } from './newsletter.service';

export const newsletterRoutes = (perAddress: Middleware<AppState>) => [
  route(
    endpoints.subscribe,
    ({ body, ctx }) => (isBotSubmission(ctx, body) ? pretendToSubscribe(body.email) : subscribe(body.email)),
    { before: [perAddress] },
  ),
  route(endpoints.listSubscribers, ({ query }) => listSubscribers(query)),
  route(endpoints.deleteSubscriber, async ({ id }) => {
    await unsubscribe(id);
    return { id, message: 'Subscriber removed.' };
  }),
];
