import { type Contact, type Departure, type Package, pictureSrcSet } from '@safa/contract';
import { BRAND, formatNaira } from '@safa/shared-ui';
import type { LeadPicture } from './lead-picture';
import type { LinkPreview } from './link-preview';
import { durationOf } from './packages';
import { NOT_FOUND_PAGE, PAGES, type PageInfo } from './pages';
import { breadcrumbList, faqPage, touristTrip, travelAgency } from './structured-data';

/** What a page tells search engines and link previews (WhatsApp, Facebook) about itself. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address. */
  url: string;
  /** An absolute picture for link previews, with its size once it is the 1200×630 crop. */
  image?: LinkPreview;
  /** The page's largest picture, for the browser to fetch with the page (AVIF widths and their `sizes`). */
  preload?: { srcSet: string; sizes: string };
  type: 'website' | 'product';
  /** False for the not-found page and the pages kept out of search engines. */
  indexable: boolean;
  /** One person's page: no referrer is sent from it (its address is private). */
  personal: boolean;
  jsonLd: Array<Record<string, unknown>>;
}

export interface PageHeadInput {
  pathname: string;
  /** The site's public origin (`https://example.com`): link previews want absolute addresses. */
  origin: string;
  contacts?: Contact[];
  package?: Package;
  /** The package's departures taking bookings (its offer's prices and availability). */
  departures?: Departure[];
  /** The address names nothing (an unknown page or package). */
  notFound?: boolean;
  /** The page's largest picture (see `leadPictureOf`). */
  leadPicture?: LeadPicture;
  /** The picture a shared link to the page shows (see `linkPreviewOf`). */
  linkPreview?: LinkPreview;
}

const MAX_DESCRIPTION = 160;

const shorten = (text: string) =>
  text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;

/** A package's price, and its duration when it has one: '₦475,000 · 10-20 days'. */
const offerOf = (item: Package) => [formatNaira(item.price), durationOf(item)].filter(Boolean).join(' · ');

export function pageHeadOf(input: PageHeadInput): PageHead {
  const { pathname, origin } = input;
  const known = input.notFound ? undefined : PAGES[pathname];
  const page: PageInfo = known ?? NOT_FOUND_PAGE;
  const item = pathname === '/eachpackage' ? input.package : undefined;
  const url = `${origin}${pathname}${item ? `?id=${encodeURIComponent(item.id)}` : ''}`;
  const title = item ? item.title : page.title;
  const description = item ? shorten(`${offerOf(item)}. ${item.description}`) : page.description;
  const image = input.linkPreview;
  const lead = input.leadPicture;
  const preload = lead?.details
    ? { srcSet: pictureSrcSet(lead.src, lead.details, 'avif'), sizes: lead.sizes }
    : undefined;

  const jsonLd = [travelAgency(origin, input.contacts)];
  if (pathname === '/' && known) jsonLd.push(faqPage());
  if (item) jsonLd.push(touristTrip(item, url, image?.url, input.departures));
  if (known && page.trail) jsonLd.push(breadcrumbList(page.trail, { title, url }, origin));

  return {
    title: pathname === '/' && known ? `${BRAND.name} — ${title}` : `${title} | ${BRAND.name}`,
    description,
    url,
    ...(image && { image }),
    ...(preload && { preload }),
    type: item ? 'product' : 'website',
    indexable: Boolean(known) && !page.unlisted,
    personal: page.personal === true,
    jsonLd,
  };
}
