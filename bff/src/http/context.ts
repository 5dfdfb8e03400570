import type { DefaultContext, DefaultState, ParameterizedContext } from 'koa';
import type { Logger } from '../logger';

export interface AppState extends DefaultState {
  log: Logger;
  requestId: string;
  admin?: { username: string; sessionId: string };
}

export type AppContext = ParameterizedContext<AppState, DefaultContext>;

/** Who makes an admin change, as a record's history names them: the operator's username. */
export const operatorOf = (ctx: AppContext): string => ctx.state.admin?.username ?? 'operator';
