import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { DialogRequest, Dialogs } from './types';

const DialogsContext = createContext<Dialogs | null>(null);

// The dialog library loads with the first dialog, not with the page.
const DialogView = lazy(() => import('./DialogView').then(({ DialogView: View }) => ({ default: View })));

/** Shows the dialogs of the spec's error catalogue one at a time, in the order they were asked for. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const nextId = useRef(1);

  const settle = useCallback((request: DialogRequest, value: boolean) => {
    setQueue((current) => current.filter((item) => item.id !== request.id));
    request.settle(value);
  }, []);

  const dialogs = useMemo<Dialogs>(() => {
    const enqueue = (request: Omit<DialogRequest, 'id'>): DialogRequest => {
      const full = { ...request, id: nextId.current++ } as DialogRequest;
      setQueue((current) => [...current, full]);
      return full;
    };
    return {
      alert: (options) =>
        new Promise<void>((resolve) => {
          enqueue({ kind: 'alert', options, settle: () => resolve() });
        }),
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          enqueue({ kind: 'confirm', options, settle: resolve });
        }),
      progress: (options) => {
        const request = enqueue({ kind: 'progress', options, settle: () => undefined });
        return () => setQueue((current) => current.filter((item) => item.id !== request.id));
      },
    };
  }, []);

  const [current] = queue;
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <DialogView key={current.id} request={current} onSettle={settle} />
        </Suspense>
      ) : null}
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs must be used inside a DialogProvider');
  return dialogs;
}
