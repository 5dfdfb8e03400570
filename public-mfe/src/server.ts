/**
 * What the shell's server asks of the public site to render a page (exposed as `./server`, in the
 * server build only): the page's data, its <head>, its status, the sitemap, and what a form posted
 * without the app asks of the API.
 */
import { setApiOrigin } from '@safa/api-client';
import type { Contact, ContentPart } from '@safa/contract';
import { contentOf, type InitialData, loadPageData } from './api/page-data';
import { SITE_ORIGIN_KEY } from './api/site-origin';
import { POSTED_FORM_KEY, type PostedForm } from './forms/posted-form';
import { leadPictureOf } from './site/lead-picture';
import { linkPreviewOf } from './site/link-preview';
import { pageHeadOf } from './site/page-head';
import { isPersonalPage, PAGES } from './site/pages';
import { headHtml } from './ssr/head-html';
import { sitemapXml } from './ssr/sitemap';

export interface RenderOptions {
  /** Where this server reaches the BFF (its internal address). */
  bffUrl: string;
  /** How long the page's data may take before the page is sent without it. */
  dataBudgetMs: number;
  /** A form of the page the visitor posted without the app, which the API refused: shown again, with why. */
  posted?: PostedForm;
  /** The headers that tell the BFF whose visit it is (what the page does for them counts as theirs). */
  visitor?: Record<string, string>;
}

export interface PreparedPage {
  status: 200 | 404;
  /** The page's <head> tags. */
  head: string;
  /** Hand to the App (`initialData`) on the server and again in the browser. */
  initialData: InitialData;
  /** The parts of the public content the page shows: when one changes, the page is out of date. */
  content: ContentPart[];
}

/** Loads what the page at `url` (its public address) shows, and says what its head and status are. */
export async function preparePage(
  url: URL,
  { bffUrl, dataBudgetMs, posted, visitor }: RenderOptions,
): Promise<PreparedPage> {
  setApiOrigin(bffUrl);
  const data = await loadPageData(url.pathname, url.searchParams, dataBudgetMs, visitor);
  if (posted) data.initialData[POSTED_FORM_KEY] = posted;
  // A personal page shows an address to keep (its private link), whole.
  if (isPersonalPage(url)) data.initialData[SITE_ORIGIN_KEY] = url.origin;
  const notFound = !(url.pathname in PAGES) || data.missing;
  const head = pageHeadOf({
    pathname: url.pathname,
    origin: url.origin,
    contacts: data.initialData.listContacts as Contact[] | undefined,
    package: data.package,
    ...(data.departures && { departures: data.departures }),
    notFound,
    leadPicture: leadPictureOf(url.pathname, data),
    linkPreview: linkPreviewOf(notFound ? '' : url.pathname, data, url.origin),
  });
  return {
    status: notFound ? 404 : 200,
    head: headHtml(head),
    initialData: data.initialData,
    content: contentOf(url.pathname, url.searchParams),
  };
}

export { readForm } from './forms/site-forms';
export { pageKeyOf } from './site/page-key';
export { isPersonalPage } from './site/pages';

/** The sitemap of the site at `origin`. */
export function sitemap(origin: string, { bffUrl }: Pick<RenderOptions, 'bffUrl'>): Promise<string> {
  setApiOrigin(bffUrl);
  return sitemapXml(origin);
}
