import { media, useIsLive } from '@safa/shared-ui';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HeaderLinks } from './HeaderLinks';
import { NativeDisclosure, NavList, type NavParts, navItem } from './nav-styles';

const Wrapper = styled.div`
  ${media.up('lg')} { display: none; }
`;

const MenuToggle = styled.button`
  ${navItem}
  min-width: 44px;
  justify-content: center;
  font-size: 1.5rem;
`;

const Panel = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  right: 0;
  bottom: 0;
  width: min(20rem, 85vw);
  overflow-y: auto;
  padding: 1rem 0.5rem;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: transform 0.25s ease, visibility 0.25s;
`;

const Item = styled(NavLink)`${navItem}`;
const SubmenuToggle = styled.button`
  ${navItem}
  width: 100%;
`;
const Submenu = styled(NavList)`
  padding-left: 1rem;
`;

const PARTS: NavParts = { List: NavList, Item, Toggle: SubmenuToggle, Submenu };

/** The small-screen menu: a toggle sliding a panel in and out, with its own collapsible packages submenu. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const live = useIsLive();
  const { pathname } = useLocation();

  // A followed link closes the panel.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  if (!live) {
    // Until the app runs (and without scripts) the browser opens and closes the panel.
    return (
      <Wrapper>
        <NativeDisclosure>
          <MenuToggle as="summary">
            <span className="visually-hidden">Menu</span>
            <span aria-hidden="true">☰</span>
          </MenuToggle>
          <Panel id="mobile-menu" aria-label="Mobile" $open>
            <HeaderLinks parts={PARTS} submenuId="mobile-packages-menu" />
          </Panel>
        </NativeDisclosure>
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <MenuToggle
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      </MenuToggle>
      <Panel id="mobile-menu" aria-label="Mobile" $open={open} data-open={open}>
        <HeaderLinks parts={PARTS} submenuId="mobile-packages-menu" />
      </Panel>
    </Wrapper>
  );
}
