import { DialogProvider, RemoteScope } from '@safa/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from './api/query-client';
import { PublicRoutes } from './PublicRoutes';

/** The public site, mounted by the shell on every path outside /admin. */
export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <RemoteScope name="public-mfe">
      <QueryClientProvider client={queryClient}>
        <DialogProvider>
          <PublicRoutes />
        </DialogProvider>
      </QueryClientProvider>
    </RemoteScope>
  );
}
