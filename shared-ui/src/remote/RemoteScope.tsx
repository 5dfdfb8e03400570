import { type ReactNode, useRef } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { PortalContainerContext } from './portal-container';

interface RemoteScopeProps {
  /** The remote's name, also the id its styles are scoped under (e.g. `public-mfe`). */
  name: string;
  children: ReactNode;
}

/**
 * The root of a remote's exposed App: its styled-components rules are prefixed with `#<name>` so
 * they cannot leak into the host or another remote, and its portals mount inside that scope.
 */
export function RemoteScope({ name, children }: RemoteScopeProps) {
  const portalContainer = useRef<HTMLDivElement>(null);
  return (
    <div id={name}>
      <StyleSheetManager namespace={`#${name}`}>
        <ThemeProvider theme={theme}>
          <PortalContainerContext.Provider value={portalContainer}>
            {children}
            <div ref={portalContainer} data-portal-root={name} />
          </PortalContainerContext.Provider>
        </ThemeProvider>
      </StyleSheetManager>
    </div>
  );
}
