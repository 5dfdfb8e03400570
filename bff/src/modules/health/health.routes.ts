import { endpoints, type HealthResponse } from '@safa/contract';
import { pingDatabase } from '../../db/connection';
import { route } from '../../http/api-router';

const UP: HealthResponse = { status: 'ok', mongo: 'up' };
const DOWN: HealthResponse = { status: 'unavailable', mongo: 'down' };

export const healthRoutes = [
  route(endpoints.health, async ({ ctx }) => {
    const up = await pingDatabase();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = up ? 200 : 503;
    return up ? UP : DOWN;
  }),
];
