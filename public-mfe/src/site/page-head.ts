import type { Contact, Package } from '@safa/contract';
import { BRAND, formatNaira } from '@safa/shared-ui';
import { NOT_FOUND_PAGE, PAGES, type PageInfo } from './pages';
import { breadcrumbList, faqPage, touristTrip, travelAgency } from './structured-data';

/** What a page tells search engines and link previews (WhatsApp, Facebook) about itself. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address. */
  url: string;
  /** An absolute picture for link previews. */
  image?: string;
  type: 'website' | 'product';
  /** False for the not-found page. */
  indexable: boolean;
  jsonLd: Array<Record<string, unknown>>;
}

export interface PageHeadInput {
  pathname: string;
  /** The site's public origin (`https://example.com`): link previews want absolute addresses. */
  origin: string;
  contacts?: Contact[];
  package?: Package;
  /** The address names nothing (an unknown page or package). */
  notFound?: boolean;
}

const MAX_DESCRIPTION = 160;

const shorten = (text: string) =>
  text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;

export function pageHeadOf(input: PageHeadInput): PageHead {
  const { pathname, origin } = input;
  const known = input.notFound ? undefined : PAGES[pathname];
  const page: PageInfo = known ?? NOT_FOUND_PAGE;
  const item = pathname === '/eachpackage' ? input.package : undefined;
  const url = `${origin}${pathname}${item ? `?id=${encodeURIComponent(item.id)}` : ''}`;
  const title = item ? item.title : page.title;
  const description = item
    ? shorten(`${formatNaira(item.price)} · ${item.days} days. ${item.description}`)
    : page.description;
  const image = item?.images[0] ? `${origin}${item.images[0]}` : undefined;

  const jsonLd = [travelAgency(origin, input.contacts)];
  if (pathname === '/' && known) jsonLd.push(faqPage());
  if (item) jsonLd.push(touristTrip(item, url, image));
  if (known && page.trail) jsonLd.push(breadcrumbList(page.trail, { title, url }, origin));

  return {
    title: pathname === '/' && known ? `${BRAND.name} — ${title}` : `${title} | ${BRAND.name}`,
    description,
    url,
    ...(image && { image }),
    type: item ? 'product' : 'website',
    indexable: Boolean(known),
    jsonLd,
  };
}
