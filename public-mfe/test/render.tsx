import type { InitialData } from '@safa/remote-types';
import { DialogProvider, theme } from '@safa/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PublicDataProvider } from '../src/api/data-provider';
import { ChatTopicProvider } from '../src/layout/chat-topic';

/**
 * Renders UI with what the public remote gives every page, at `route`, with no retries; with what the
 * server handed over for it (`initialData`), when it rendered it first.
 */
export function renderPage(ui: ReactElement, route = '/', initialData?: InitialData) {
  return render(
    <ThemeProvider theme={theme}>
      <PublicDataProvider
        initialData={initialData}
        settings={{ shouldRetryOnError: false, dedupingInterval: 0 }}
      >
        <DialogProvider>
          <ChatTopicProvider>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          </ChatTopicProvider>
        </DialogProvider>
      </PublicDataProvider>
    </ThemeProvider>,
  );
}

/**
 * Renders UI as the shell's server does (to the end of every Suspense boundary), at `route` with the
 * data the server loaded, and parses the markup into a document of its own (what a browser shows
 * before, or without, the app's code).
 */
export async function renderOnServer(
  ui: ReactElement,
  route = '/',
  initialData?: InitialData,
): Promise<Document> {
  const stream = await renderToReadableStream(
    <ThemeProvider theme={theme}>
      <PublicDataProvider initialData={initialData}>
        <DialogProvider>
          <ChatTopicProvider>
            <StaticRouter location={route}>{ui}</StaticRouter>
          </ChatTopicProvider>
        </DialogProvider>
      </PublicDataProvider>
    </ThemeProvider>,
  );
  // Whole, as the shell's server sends it: every lazy part in.
  await stream.allReady;
  return new DOMParser().parseFromString(await new Response(stream).text(), 'text/html');
}
