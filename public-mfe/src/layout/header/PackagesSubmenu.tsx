import { useIsLive } from '@safa/shared-ui';
import { useRef } from 'react';
import { PACKAGE_LINKS } from '../../site/navigation';
import { useDisclosure } from '../useDisclosure';
import { Caret, NativeDisclosure, type NavParts } from './nav-styles';

/**
 * The 'Our Packages' item: its toggle and the Hajj, Umrah and Vacation links it shows (spec §2,
 * header), closed by a choice, a click outside it or Escape. Until the app runs (and without scripts)
 * the browser opens and closes it, as a disclosure.
 */
export function PackagesSubmenu({ id, parts: { Toggle, Submenu, Item } }: { id: string; parts: NavParts }) {
  const live = useIsLive();
  const itemRef = useRef<HTMLLIElement>(null);
  const disclosure = useDisclosure(itemRef);
  const links = PACKAGE_LINKS.map((link) => (
    <li key={link.to}>
      <Item to={link.to} onClick={disclosure.close}>
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
      <li>
        <NativeDisclosure>
          <Toggle as="summary">{label(false)}</Toggle>
          <Submenu id={id}>{links}</Submenu>
        </NativeDisclosure>
      </li>
    );
  }
  return (
    <li ref={itemRef}>
      <Toggle type="button" aria-expanded={disclosure.open} aria-controls={id} onClick={disclosure.toggle}>
        {label(disclosure.open)}
      </Toggle>
      <Submenu id={id} hidden={!disclosure.open}>
        {links}
      </Submenu>
    </li>
  );
}
