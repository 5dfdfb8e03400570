import { createContext, type RefObject, useContext } from 'react';

/**
 * Where a remote's portals (dialogs) mount, so they stay inside its scoped styles. A ref, not the
 * element: a context that changed once the page is live would make React render again, in the
 * browser, every part of a server-rendered page that is still waiting to be hydrated.
 */
export const PortalContainerContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** The container, read when a dialog renders (always after the page is mounted). */
export const usePortalContainer = (): HTMLElement | null =>
  useContext(PortalContainerContext)?.current ?? null;
