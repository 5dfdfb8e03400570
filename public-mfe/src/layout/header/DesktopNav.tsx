import { media } from '@safa/shared-ui';
import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_LINK, MAIN_LINKS } from '../../site/navigation';
import { useDisclosure } from '../useDisclosure';
import { NavList, navItem } from './nav-styles';
import { PackagesSubmenu } from './PackagesSubmenu';

const Nav = styled.nav`
  display: none;
  ${media.up('lg')} { display: block; }
`;

const Row = styled(NavList)`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

const Item = styled(NavLink)`${navItem}`;
const Toggle = styled.button`${navItem}`;

const Dropdown = styled.li`
  position: relative;
`;

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

/** The desktop navigation with the 'Our Packages' dropdown (closes on outside click, Escape or a choice). */
export function DesktopNav() {
  const dropdownRef = useRef<HTMLLIElement>(null);
  const packages = useDisclosure(dropdownRef);
  return (
    <Nav aria-label="Main">
      <Row>
        <li>
          <Item to={HOME_LINK.to} end>
            {HOME_LINK.label}
          </Item>
        </li>
        <Dropdown ref={dropdownRef}>
          <PackagesSubmenu
            id="desktop-packages-menu"
            disclosure={packages}
            Toggle={Toggle}
            List={DropdownList}
            Item={Item}
            onChoose={packages.close}
          />
        </Dropdown>
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <Item to={link.to}>{link.label}</Item>
          </li>
        ))}
      </Row>
    </Nav>
  );
}
