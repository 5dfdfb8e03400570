import { GlobalStyles, theme } from '@safa/shared-ui';
import { type ReactNode, StrictMode } from 'react';
import { ThemeProvider } from 'styled-components';

/** What wraps the shell's routes on every page, in the browser as on the server that renders it. */
export function ShellPage({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {children}
      </ThemeProvider>
    </StrictMode>
  );
}
