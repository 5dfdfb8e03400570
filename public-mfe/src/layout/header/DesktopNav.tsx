import { media } from '@safa/shared-ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { HeaderLinks } from './HeaderLinks';
import { NavList, type NavParts, navItem } from './nav-styles';

const Nav = styled.nav`
  display: none;
  ${media.up('lg')} { display: block; }
`;

const Row = styled(NavList)`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  & > li { position: relative; }
`;

const Item = styled(NavLink)`${navItem}`;
const Toggle = styled.button`${navItem}`;

const DropdownList = styled(NavList)`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 14rem;
  padding: 0.5rem 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  a { padding: 0 1rem; }
`;

const PARTS: NavParts = { List: Row, Item, Toggle, Submenu: DropdownList };

/** The desktop navigation with the 'Our Packages' dropdown (closes on outside click, Escape or a choice). */
export function DesktopNav() {
  return (
    <Nav aria-label="Main">
      <HeaderLinks parts={PARTS} submenuId="desktop-packages-menu" />
    </Nav>
  );
}
