import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The BFF as unit tests see it: each test declares the answers it needs with `server.use`; a logout
 * (sent by every Log out and inactivity logout) is accepted unless a test says otherwise.
 */
export const server = setupServer(
  http.post('*/api/users/logout', () => new HttpResponse(null, { status: 204 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
