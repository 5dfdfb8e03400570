import { createContext, useContext } from 'react';

/** Where a remote's portals (dialogs) mount, so they stay inside its scoped styles. */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export const usePortalContainer = (): HTMLElement | null => useContext(PortalContainerContext);
