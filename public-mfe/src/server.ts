/**
 * What the shell's server asks of the public site to render a page (exposed as `./server`, in the
 * server build only): the page's data, its <head>, its status, the sitemap, and what a form posted
 * without the app asks of the API.
 */
import { setApiOrigin } from '@safa/api-client';
import type { Contact } from '@safa/contract';
import { type InitialData, loadPageData } from './api/page-data';
import { POSTED_FORM_KEY, type PostedForm } from './forms/posted-form';
import { leadPictureOf } from './site/lead-picture';
import { linkPreviewOf } from './site/link-preview';
import { pageHeadOf } from './site/page-head';
import { PAGES } from './site/pages';
import { headHtml } from './ssr/head-html';
import { sitemapXml } from './ssr/sitemap';

export interface RenderOptions {
  /** Where this server reaches the BFF (its internal address). */
  bffUrl: string;
  /** How long the page's data may take before the page is sent without it. */
  dataBudgetMs: number;
  /** A form of the page the visitor posted without the app, which the API refused: shown again, with why. */
  posted?: PostedForm;
}

export interface PreparedPage {
  status: 200 | 404;
  /** The page's <head> tags. */
  head: string;
  /** Hand to the App (`initialData`) on the server and again in the browser. */
  initialData: InitialData;
}

/** Loads what the page at `url` (its public address) shows, and says what its head and status are. */
export async function preparePage(
  url: URL,
  { bffUrl, dataBudgetMs, posted }: RenderOptions,
): Promise<PreparedPage> {
  setApiOrigin(bffUrl);
  const data = await loadPageData(url.pathname, url.searchParams, dataBudgetMs);
  if (posted) data.initialData[POSTED_FORM_KEY] = posted;
  const notFound = !(url.pathname in PAGES) || data.packageMissing;
  const head = pageHeadOf({
    pathname: url.pathname,
    origin: url.origin,
    contacts: data.initialData.listContacts as Contact[] | undefined,
    package: data.package,
    notFound,
    leadPicture: leadPictureOf(url.pathname, data),
    linkPreview: linkPreviewOf(notFound ? '' : url.pathname, data, url.origin),
  });
  return { status: notFound ? 404 : 200, head: headHtml(head), initialData: data.initialData };
}

export { readForm } from './forms/site-forms';

/** The sitemap of the site at `origin`. */
export function sitemap(origin: string, { bffUrl }: Pick<RenderOptions, 'bffUrl'>): Promise<string> {
  setApiOrigin(bffUrl);
  return sitemapXml(origin);
}
