import { endpoints, WAITLIST_ANSWER } from '@safa/contract';
import type { Middleware } from 'koa';
import { route } from '../../http/api-router';
import type { AppState } from '../../http/context';
import { isBotSubmission } from '../../http/honeypot';
import type { Waitlist } from './waitlist';

export const waitlistRoutes = (waitlist: Waitlist, { perAddress }: { perAddress: Middleware<AppState> }) => [
  route(
    endpoints.joinWaitlist,
    ({ id, body: { website, consent: _consent, ...input }, ctx }) =>
      isBotSubmission(ctx, { website }) ? { message: WAITLIST_ANSWER } : waitlist.join(id, input),
    { before: [perAddress] },
  ),
  route(endpoints.listWaitlist, ({ id }) => waitlist.list(id)),
];
