import { DialogProvider, theme } from '@safa/shared-ui';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PublicDataProvider } from '../src/api/data-provider';
import { ChatTopicProvider } from '../src/layout/chat-topic';

const providers = (ui: ReactElement) => (
  <ThemeProvider theme={theme}>
    <PublicDataProvider>
      <DialogProvider>
        <ChatTopicProvider>{ui}</ChatTopicProvider>
      </DialogProvider>
    </PublicDataProvider>
  </ThemeProvider>
);

/**
 * Puts UI in the page as the server sends it, lets `beforeStart` act on that page (a visitor typing
 * before the app has started), then lets the app take it over, as the browser does.
 */
export async function hydrateAfter(
  ui: ReactElement,
  route: string,
  beforeStart: (page: HTMLElement) => void,
): Promise<Root> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(providers(<StaticRouter location={route}>{ui}</StaticRouter>));
  document.body.append(container);
  beforeStart(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, providers(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>), {
      onRecoverableError: () => undefined,
    });
  });
  if (!root) throw new Error('the app did not start');
  return root;
}
