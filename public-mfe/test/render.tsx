import { DialogProvider, theme } from '@safa/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PublicDataProvider } from '../src/api/data-provider';
import { ChatTopicProvider } from '../src/layout/chat-topic';

/** Renders UI with what the public remote gives every page, at `route`, with no retries. */
export function renderPage(ui: ReactElement, route = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <PublicDataProvider settings={{ shouldRetryOnError: false, dedupingInterval: 0 }}>
        <DialogProvider>
          <ChatTopicProvider>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          </ChatTopicProvider>
        </DialogProvider>
      </PublicDataProvider>
    </ThemeProvider>,
  );
}
