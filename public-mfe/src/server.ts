/**
 * What the shell's server asks of the public site to render a page (exposed as `./server`, in the
 * server build only): the page's data, its <head>, its status, the sitemap, and what a form posted
 * without the app asks of the API.
 */
import { type Call, callAt } from '@safa/api-client';
import type { Contact } from '@safa/contract';
import type { MakePublicServer, PreparedPage, RenderOptions } from '@safa/remote-types';
import { bookingPageOfWayBack, cardWayBackOf } from './api/card-return';
import { contentOf, loadPageData } from './api/page-data';
import { SITE_ORIGIN_KEY } from './api/site-origin';
import { POSTED_FORM_KEY } from './forms/posted-form';
import { readForm } from './forms/site-forms';
import { leadPictureOf } from './site/lead-picture';
import { linkPreviewOf } from './site/link-preview';
import { pageHeadOf } from './site/page-head';
import { pageKeyOf } from './site/page-key';
import { isPersonalPage, PAGES } from './site/pages';
import { headHtml } from './ssr/head-html';
import { sitemapXml } from './ssr/sitemap';

/**
 * Loads what the page at `url` (its public address) shows, asking `api`, and says what its head and
 * status are.
 */
async function preparePage(
  api: Call,
  url: URL,
  { dataBudgetMs, posted, visitor }: RenderOptions,
): Promise<PreparedPage> {
  const way = url.pathname === '/booking' ? cardWayBackOf(url.searchParams) : undefined;
  const wayBackTo =
    way && (await bookingPageOfWayBack(way, { api, headers: visitor }).catch(() => undefined));
  if (wayBackTo) return { status: 200, redirect: wayBackTo, head: '', initialData: {}, content: [] };
  const data = await loadPageData(url.pathname, url.searchParams, dataBudgetMs, { api, visitor });
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

/** The site's server side, every page's data asked of the BFF at `bffUrl`. */
const publicServer: MakePublicServer = ({ bffUrl }) => {
  const api = callAt(bffUrl);
  return {
    pageKeyOf,
    preparePage: (url, options) => preparePage(api, url, options),
    sitemap: (origin) => sitemapXml(origin, api),
    readForm,
    isPersonalPage,
  };
};

export default publicServer;
