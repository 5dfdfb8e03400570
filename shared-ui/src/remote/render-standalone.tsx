import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyles } from '../theme/global-styles';
import { theme } from '../theme/theme';

/**
 * Runs a remote's App on its own page for its team's dev server, with what the shell would
 * otherwise give it: the router, the theme and the global styles. `basePath` is where the shell
 * mounts it (`/admin` for the admin remote).
 */
export function renderStandalone(App: ComponentType, basePath = ''): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <BrowserRouter>
          <Routes>
            <Route path={`${basePath}/*`} element={<App />} />
            {basePath ? <Route path="*" element={<Navigate to={basePath} replace />} /> : null}
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
