import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (its storage, its clock), read once the page is live there: the
 * server's `onServer` value is used while the server-rendered page is hydrated, so both render alike.
 */
export function useBrowserValue<T>(read: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscription, read, onServer);
}
