import type { InitialData } from '@safa/remote-types';
import { createContext, type ReactNode, useContext } from 'react';

/** What the server settled for the page besides its data (see InitialData): none once the app moves on. */
export type ServedPage = Omit<InitialData, 'answers'>;

const ServedPageContext = createContext<ServedPage>({});

export function ServedPageProvider({ served, children }: { served: ServedPage; children: ReactNode }) {
  return <ServedPageContext.Provider value={served}>{children}</ServedPageContext.Provider>;
}

export const useServedPage = (): ServedPage => useContext(ServedPageContext);
