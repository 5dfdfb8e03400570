import { endpoints } from '@safa/contract';
import type { Middleware } from 'koa';
import { route } from '../../http/api-router';
import type { AppState } from '../../http/context';
import { isBotSubmission } from '../../http/honeypot';
import {
  type EnquiryMailPlan,
  listMessages,
  markResponded,
  pretendToReceive,
  receiveMessage,
} from './message.service';

export const messageRoutes = (perAddress: Middleware<AppState>, mails: EnquiryMailPlan | undefined) => [
  route(
    endpoints.sendMessage,
    ({ body: { website, ...enquiry }, ctx }) =>
      isBotSubmission(ctx, { website }) ? pretendToReceive(enquiry) : receiveMessage(enquiry, mails),
    { before: [perAddress] },
  ),
  route(endpoints.listMessages, ({ query }) => listMessages(query)),
  route(endpoints.markMessageResponded, ({ id }) => markResponded(id)),
];
