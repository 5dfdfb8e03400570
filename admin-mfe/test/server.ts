import type { DashboardSummary } from '@safa/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** Transfer proofs far from their storage's cap (2 GB). */
export const STORAGE_ROOMY = { usedBytes: 50 * 1024 * 1024, maxBytes: 2048 * 1024 * 1024 };

/** The messages' outbox with nothing waiting, e-mail on. */
export const QUIET_OUTBOX: DashboardSummary['messages'] = {
  enabled: true,
  pending: 0,
  failing: 0,
  oldestPendingAt: null,
  lastError: null,
  dropped: 0,
  lastDropped: null,
  channels: { email: true, whatsapp: false, sms: false },
};

/** A dashboard with nothing waiting, as every section's page loads it. */
export const QUIET_SUMMARY: DashboardSummary = {
  unresponded: 0,
  oldestUnrespondedAt: null,
  mailsNotSent: 0,
  bookings: { held: 0, nextDepartures: [] },
  payments: { proofsToCheck: 0, proofStorage: STORAGE_ROOMY, toRefund: [], overdueBalances: [] },
  week: { since: '2026-11-17T12:00:00.000Z', enquiries: 0, byCategory: [], byPackage: [], subscribers: 0 },
  messages: QUIET_OUTBOX,
};

/**
 * The BFF as unit tests see it: each test declares the answers it needs with `server.use`; a logout
 * (sent by every Log out and inactivity logout) is accepted, and the dashboard summary is quiet,
 * unless a test says otherwise.
 */
export const server = setupServer(
  http.post('*/api/users/logout', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/dashboard/summary', () => HttpResponse.json(QUIET_SUMMARY)),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
