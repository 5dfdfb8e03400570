import { LoaderOverlay, RemoteFallback } from '@safa/shared-ui';
import { type ComponentType, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface RemoteRouteProps {
  /** Makes the lazy remote component; called again on retry, since React.lazy keeps a failure. */
  load: () => ComponentType<Record<string, unknown>>;
  /** What the remote's App is given. */
  props?: Record<string, unknown>;
}

/** Renders one remote with the loader overlay while it loads and a friendly page if it fails. */
export function RemoteRoute({ load, props }: RemoteRouteProps) {
  const { pathname } = useLocation();
  const [RemoteApp, setRemoteApp] = useState<ComponentType<Record<string, unknown>>>(() => load());
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      fallback={(retry) => (
        <RemoteFallback
          onRetry={() => {
            setRemoteApp(() => load());
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<LoaderOverlay />}>
        <RemoteApp {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
