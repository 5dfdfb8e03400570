import type { ButtonHTMLAttributes, ComponentType, HTMLAttributes } from 'react';
import type { NavLinkProps } from 'react-router-dom';
import type { IStyledComponent } from 'styled-components';
import { useIsLive } from '../../components/useBrowserValue';
import { PACKAGE_LINKS } from '../../site/navigation';
import type { useDisclosure } from '../useDisclosure';
import { Caret, NativeDisclosure } from './nav-styles';

interface PackagesSubmenuProps {
  /** The id of the list the toggle opens. */
  id: string;
  disclosure: ReturnType<typeof useDisclosure>;
  /** How the desktop dropdown and the mobile panel each draw the toggle, the list and a link. */
  Toggle: IStyledComponent<'web', ButtonHTMLAttributes<HTMLButtonElement>>;
  List: ComponentType<HTMLAttributes<HTMLUListElement>>;
  Item: ComponentType<NavLinkProps>;
  /** Called when a package page is chosen. */
  onChoose?: () => void;
}

/**
 * The 'Our Packages' toggle and the Hajj, Umrah and Vacation links it shows (spec §2, header). Until
 * the app runs (and without scripts) the browser opens and closes it, as a disclosure.
 */
export function PackagesSubmenu({ id, disclosure, Toggle, List, Item, onChoose }: PackagesSubmenuProps) {
  const live = useIsLive();
  const links = PACKAGE_LINKS.map((link) => (
    <li key={link.to}>
      <Item to={link.to} onClick={onChoose}>
        {link.label}
      </Item>
    </li>
  ));
  const label = (open: boolean) => (
    <>
      Our Packages{' '}
      <Caret $open={open} aria-hidden="true">
        ▾
      </Caret>
    </>
  );
  if (!live) {
    return (
      <NativeDisclosure>
        <Toggle as="summary">{label(false)}</Toggle>
        <List id={id}>{links}</List>
      </NativeDisclosure>
    );
  }
  return (
    <>
      <Toggle type="button" aria-expanded={disclosure.open} aria-controls={id} onClick={disclosure.toggle}>
        {label(disclosure.open)}
      </Toggle>
      <List id={id} hidden={!disclosure.open}>
        {links}
      </List>
    </>
  );
}
