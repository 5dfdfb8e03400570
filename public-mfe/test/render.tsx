import { DialogProvider, theme } from '@safa/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../src/api/query-client';
import { ChatTopicProvider } from '../src/layout/chat-topic';

/** Renders UI with what the public remote gives every page, at `route`, with no retries. */
export function renderPage(ui: ReactElement, route = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <DialogProvider>
          <ChatTopicProvider>
            <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          </ChatTopicProvider>
        </DialogProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
