import { setupServer } from 'msw/node';

/** The BFF as unit tests see it: each test declares the answers it needs with `server.use`. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
