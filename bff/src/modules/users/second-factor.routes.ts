import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import type { AppContext } from '../../http/context';
import type { SecondFactorService } from './second-factor';

/** The admin session of an admin call (the router's guard has put it there). */
const sessionOf = (ctx: AppContext) => {
  const { admin } = ctx.state;
  if (!admin) throw new Error('an admin call without its session');
  return admin;
};

export const secondFactorRoutes = (secondFactor: SecondFactorService) => [
  route(endpoints.secondFactor, ({ ctx }) => secondFactor.status(sessionOf(ctx).username)),

  route(endpoints.setUpSecondFactor, ({ ctx }) => secondFactor.setUp(sessionOf(ctx).username)),

  route(endpoints.confirmSecondFactor, async ({ body, ctx }) => {
    const { username, sessionId } = sessionOf(ctx);
    const recoveryCodes = await secondFactor.confirm(username, body.code, sessionId);
    ctx.state.log.info({ username }, 'second factor turned on: other sessions ended');
    return { recoveryCodes };
  }),

  route(endpoints.turnOffSecondFactor, async ({ body, ctx }) => {
    const { username } = sessionOf(ctx);
    await secondFactor.turnOff(username, body.code, ctx.ip);
    ctx.state.log.info({ username, ip: ctx.ip }, 'second factor turned off');
    return undefined;
  }),
];
