/**
 * What the shell's server asks of the public site to render a page (exposed as `./server`, in the
 * server build only): the page's data, its <head>, its status, and the sitemap.
 */
import { setApiOrigin } from '@safa/api-client';
import type { Contact, ContentPart } from '@safa/contract';
import { contentOf, type InitialData, loadPageData } from './api/page-data';
import { leadPictureOf } from './site/lead-picture';
import { pageHeadOf } from './site/page-head';
import { PAGES } from './site/pages';

export { pageKeyOf } from './site/page-key';

import { headHtml } from './ssr/head-html';
import { sitemapXml } from './ssr/sitemap';

export interface RenderOptions {
  /** Where this server reaches the BFF (its internal address). */
  bffUrl: string;
  /** How long the page's data may take before the page is sent without it. */
  dataBudgetMs: number;
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
export async function preparePage(url: URL, { bffUrl, dataBudgetMs }: RenderOptions): Promise<PreparedPage> {
  setApiOrigin(bffUrl);
  const data = await loadPageData(url.pathname, url.searchParams, dataBudgetMs);
  const notFound = !(url.pathname in PAGES) || data.packageMissing;
  const head = pageHeadOf({
    pathname: url.pathname,
    origin: url.origin,
    contacts: data.initialData.listContacts as Contact[] | undefined,
    package: data.package,
    notFound,
    leadPicture: leadPictureOf(url.pathname, data),
  });
  return {
    status: notFound ? 404 : 200,
    head: headHtml(head),
    initialData: data.initialData,
    content: contentOf(url.pathname, url.searchParams),
  };
}

/** The sitemap of the site at `origin`. */
export function sitemap(origin: string, { bffUrl }: Pick<RenderOptions, 'bffUrl'>): Promise<string> {
  setApiOrigin(bffUrl);
  return sitemapXml(origin);
}
