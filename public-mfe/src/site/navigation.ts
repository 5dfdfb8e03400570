export interface NavLinkItem {
  to: string;
  label: string;
}

/** §2 Header: the package pages grouped under 'Our Packages'. */
export const PACKAGE_LINKS: NavLinkItem[] = [
  { to: '/hajjpackage', label: 'Hajj Package' },
  { to: '/umrahpackage', label: 'Umrah Package' },
  { to: '/otherpackages', label: 'Vacation Packages' },
];

export const HOME_LINK: NavLinkItem = { to: '/', label: 'Home' };

/** The header links after 'Our Packages'. */
export const MAIN_LINKS: NavLinkItem[] = [
  { to: '/flights', label: 'Flight & Hotels' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];

/** §2 Footer links. */
export const FOOTER_LINKS: NavLinkItem[] = [
  HOME_LINK,
  { to: '/otherpackages', label: 'Our Packages' },
  ...MAIN_LINKS,
];
