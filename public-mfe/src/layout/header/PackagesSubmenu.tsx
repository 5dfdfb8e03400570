import type { ButtonHTMLAttributes, ComponentType, HTMLAttributes } from 'react';
import type { NavLinkProps } from 'react-router-dom';
import { PACKAGE_LINKS } from '../../site/navigation';
import type { useDisclosure } from '../useDisclosure';
import { Caret } from './nav-styles';

interface PackagesSubmenuProps {
  /** The id of the list the toggle opens. */
  id: string;
  disclosure: ReturnType<typeof useDisclosure>;
  /** How the desktop dropdown and the mobile panel each draw the toggle, the list and a link. */
  Toggle: ComponentType<ButtonHTMLAttributes<HTMLButtonElement>>;
  List: ComponentType<HTMLAttributes<HTMLUListElement>>;
  Item: ComponentType<NavLinkProps>;
  /** Called when a package page is chosen. */
  onChoose?: () => void;
}

/** The 'Our Packages' toggle and the Hajj, Umrah and Vacation links it shows (spec §2, header). */
export function PackagesSubmenu({ id, disclosure, Toggle, List, Item, onChoose }: PackagesSubmenuProps) {
  return (
    <>
      <Toggle type="button" aria-expanded={disclosure.open} aria-controls={id} onClick={disclosure.toggle}>
        Our Packages{' '}
        <Caret $open={disclosure.open} aria-hidden="true">
          ▾
        </Caret>
      </Toggle>
      <List id={id} hidden={!disclosure.open}>
        {PACKAGE_LINKS.map((link) => (
          <li key={link.to}>
            <Item to={link.to} onClick={onChoose}>
              {link.label}
            </Item>
          </li>
        ))}
      </List>
    </>
  );
}
