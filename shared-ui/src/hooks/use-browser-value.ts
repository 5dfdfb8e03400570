import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (its storage, its clock), read once the page is live there: the
 * server's `onServer` value is used while the server-rendered page is hydrated, so both render alike.
 */
export function useBrowserValue<T>(read: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscription, read, onServer);
}

/**
 * False while the page is rendered on the server and hydrated, true once React runs it in the browser:
 * a form takes input only then, so nothing typed into the server's markup is lost to hydration.
 */
export function useIsLive(): boolean {
  return useBrowserValue(
    () => true,
    () => false,
  );
}
