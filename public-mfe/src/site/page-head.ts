import { pictureSrcSet } from '@safa/contract';
import { BRAND } from '@safa/shared-ui';
import { answerTo } from '../api/page-query';
import { NOT_FOUND_PAGE } from '../pages/not-found/not-found.page';
import type { LinkPreview } from './link-preview';
import type { LeadPicture, LoadedPage, PublicPage } from './public-page';
import { breadcrumbList, travelAgency } from './structured-data';

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
  /** The path the page was asked at. */
  pathname: string;
  /** The site's public origin (`https://example.com`): link previews want absolute addresses. */
  origin: string;
  /** The page shown; none when the address names nothing (an unknown page or package). */
  page: PublicPage | undefined;
  /** What it loaded (the footer's contacts, a package's page its package). */
  loaded?: LoadedPage;
  /** The page's largest picture (see `PublicPage.leadPicture`). */
  leadPicture?: LeadPicture | undefined;
  /** The picture a shared link to the page shows (see `linkPreviewOf`). */
  linkPreview?: LinkPreview;
}

export function pageHeadOf({
  pathname,
  origin,
  page,
  loaded,
  leadPicture,
  linkPreview,
}: PageHeadInput): PageHead {
  const info = page?.head ?? NOT_FOUND_PAGE.head;
  const own = (loaded && page?.headOf?.(loaded)) ?? {};
  const url = `${origin}${pathname}${own.query ? `?${new URLSearchParams(own.query)}` : ''}`;
  const title = own.title ?? info.title;
  const preload = leadPicture?.details
    ? { srcSet: pictureSrcSet(leadPicture.src, leadPicture.details, 'avif'), sizes: leadPicture.sizes }
    : undefined;
  const contacts = loaded && answerTo(loaded.answers, { name: 'listContacts' });

  const jsonLd = [travelAgency(origin, contacts), ...(own.jsonLd?.({ url, image: linkPreview?.url }) ?? [])];
  if (page && info.trail) jsonLd.push(breadcrumbList(info.trail, { title, url }, origin));

  return {
    title: info.brandFirst ? `${BRAND.name} — ${title}` : `${title} | ${BRAND.name}`,
    description: own.description ?? info.description,
    url,
    ...(linkPreview && { image: linkPreview }),
    ...(preload && { preload }),
    type: own.type ?? 'website',
    indexable: Boolean(page) && !info.unlisted,
    personal: page?.personal === true,
    jsonLd,
  };
}
