import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { isBotSubmission } from '../../http/honeypot';
import type { PublicPostLimit } from '../../http/rate-limit';
import { listMessages, markResponded, pretendToReceive, receiveMessage } from './message.service';

export const messageRoutes = (limit: PublicPostLimit, { notify }: { notify: boolean }) => [
  route(
    endpoints.sendMessage,
    async ({ body: { website, ...enquiry }, ctx }) => {
      await limit.perSender(enquiry);
      return isBotSubmission(ctx, { website })
        ? pretendToReceive(enquiry)
        : receiveMessage(enquiry, { notify });
    },
    { before: [limit.perAddress] },
  ),
  route(endpoints.listMessages, () => listMessages()),
  route(endpoints.markMessageResponded, ({ id }) => markResponded(id)),
];
