import { DialogProvider, RemoteScope } from '@safa/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { HomePage } from './pages/home/HomePage';

/** The public site, mounted by the shell on every path outside /admin. */
export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <RemoteScope name="public-mfe">
      <QueryClientProvider client={queryClient}>
        <DialogProvider>
          <Routes>
            <Route index element={<HomePage />} />
          </Routes>
        </DialogProvider>
      </QueryClientProvider>
    </RemoteScope>
  );
}
