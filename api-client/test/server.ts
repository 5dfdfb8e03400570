import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * An msw server for one test file: it answers the client's real requests (fetch and XMLHttpRequest),
 * refuses any request no handler expects, and forgets handlers and the stored token after each test.
 */
export function useServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** Records every request the server gets, answering each with `answer` (a 503 refusal unless told). */
export function recordRequests(
  server: ReturnType<typeof useServer>,
  answer: () => Response = () => HttpResponse.json({ message: 'Down for a moment' }, { status: 503 }),
): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      sent.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: await request.text(),
      });
      return answer();
    }),
  );
  return sent;
}
