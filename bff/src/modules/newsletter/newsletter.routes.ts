import { endpoints, SUBSCRIBERS_CSV_NAME } from '@safa/contract';
import type { Middleware } from 'koa';
import { route } from '../../http/api-router';
import type { AppState } from '../../http/context';
import { isBotSubmission } from '../../http/honeypot';
import { listSubscribers, pretendToSubscribe, subscribe, unsubscribe } from './newsletter.service';
import { subscribersCsv } from './subscribers-csv';

export const newsletterRoutes = (perAddress: Middleware<AppState>) => [
  route(
    endpoints.subscribe,
    ({ body, ctx }) => (isBotSubmission(ctx, body) ? pretendToSubscribe(body.email) : subscribe(body.email)),
    { before: [perAddress] },
  ),
  route(endpoints.listSubscribers, ({ query }) => listSubscribers(query)),
  route(endpoints.exportSubscribers, ({ ctx }) => {
    // Who took the list of addresses, when: never what it holds.
    ctx.state.log.info({ admin: ctx.state.admin?.username }, 'newsletter exported');
    ctx.set('Content-Disposition', `attachment; filename="${SUBSCRIBERS_CSV_NAME}"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = subscribersCsv();
    return undefined;
  }),
  route(endpoints.deleteSubscriber, async ({ id }) => {
    await unsubscribe(id);
    return { id, message: 'Subscriber removed.' };
  }),
];
