import { HOME_LINK, MAIN_LINKS } from '../../site/navigation';
import type { NavParts } from './nav-styles';
import { PackagesSubmenu } from './PackagesSubmenu';

/** The header's links in the order of spec §2: Home, 'Our Packages' and its submenu (`submenuId`), the rest. */
export function HeaderLinks({ parts, submenuId }: { parts: NavParts; submenuId: string }) {
  const { List, Item } = parts;
  return (
    <List>
      <li>
        <Item to={HOME_LINK.to} end>
          {HOME_LINK.label}
        </Item>
      </li>
      <PackagesSubmenu id={submenuId} parts={parts} />
      {MAIN_LINKS.map((link) => (
        <li key={link.to}>
          <Item to={link.to}>{link.label}</Item>
        </li>
      ))}
    </List>
  );
}
