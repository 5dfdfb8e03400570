import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { isBotSubmission } from '../../http/honeypot';
import type { PublicPostLimit } from '../../http/rate-limit';
import { listSubscribers, pretendToSubscribe, subscribe, unsubscribe } from './newsletter.service';

export const newsletterRoutes = (limit: PublicPostLimit) => [
  route(
    endpoints.subscribe,
    async ({ body, ctx }) => {
      await limit.perSender(body);
      return isBotSubmission(ctx, body) ? pretendToSubscribe(body.email) : subscribe(body.email);
    },
    { before: [limit.perAddress] },
  ),
  route(endpoints.listSubscribers, () => listSubscribers()),
  route(endpoints.deleteSubscriber, async ({ id }) => {
    await unsubscribe(id);
    return { id, message: 'Subscriber removed.' };
  }),
];
