import { endpoints, type HealthResponse } from '@safa/contract';
import { pingDatabase } from '../../db/connection';
import { route } from '../../http/api-router';
import { outboxState } from '../notifications/mail-outboxes';
import type { MailSource } from '../notifications/mail-sources';
import { isAdminRequest } from '../users/require-admin';
import type { SessionService } from '../users/session-service';

const UP: HealthResponse = { status: 'ok', mongo: 'up' };
const DOWN: HealthResponse = { status: 'unavailable', mongo: 'down' };

/** Anyone learns whether the BFF and MongoDB answer; the admin also sees the enquiry e-mails' outbox. */
export const healthRoutes = (
  sessions: SessionService,
  { notify, sources }: { notify: boolean; sources: readonly MailSource[] },
) => [
  route(endpoints.health, async ({ ctx }) => {
    const up = await pingDatabase();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = up ? 200 : 503;
    if (!up) return DOWN;
    if (!(await isAdminRequest(ctx, sessions))) return UP;
    return { ...UP, notifications: { enabled: notify, ...(await outboxState(sources)) } };
  }),
];
