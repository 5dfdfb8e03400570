import { createContext, type ReactNode, useContext } from 'react';

const BasePath = createContext('/admin');

/** Where the shell mounted the back office, for links between sections. */
export const SectionPathsProvider = ({ basePath, children }: { basePath: string; children: ReactNode }) => (
  <BasePath.Provider value={basePath}>{children}</BasePath.Provider>
);

/** The address of a section's page: `useSectionPath('bookings')` → '/admin/bookings'. */
export function useSectionPath(path: string): string {
  return `${useContext(BasePath)}/${path}`;
}
