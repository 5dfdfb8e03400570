/**
 * What the shell's server asks of the public site to render a page (exposed as `./server`, in the
 * server build only): the page's data, its <head>, its status, the sitemap, and what a form posted
 * without the app asks of the API. Each page says its part of it in its own module (see
 * pages/site-pages.ts).
 */
import { type Call, callAt } from '@safa/api-client';
import type { MakePublicServer, PreparedPage, RenderOptions } from '@safa/remote-types';
import { loadPageData } from './api/page-data';
import { contentOf } from './api/page-query';
import { readForm } from './forms/site-forms';
import { pageAt } from './pages/site-pages';
import { linkPreviewOf } from './site/link-preview';
import { pageHeadOf } from './site/page-head';
import { pageKeyOf } from './site/page-key';
import { headHtml } from './ssr/head-html';
import { sitemapXml } from './ssr/sitemap';

/** True for a page of one person alone (see `PublicPage.personal`). */
const isPersonalPage = (url: URL): boolean => pageAt(url.pathname)?.personal === true;

/**
 * Loads what the page at `url` (its public address) shows, asking `api`, and says what its head and
 * status are.
 */
async function preparePage(
  api: Call,
  url: URL,
  { dataBudgetMs, posted, visitor }: RenderOptions,
): Promise<PreparedPage> {
  const page = pageAt(url.pathname);
  const leadsTo = await page?.leadsTo?.(url.searchParams, { api, visitor });
  if (leadsTo) return { status: 200, redirect: leadsTo, head: '', initialData: { answers: {} }, content: [] };
  const data = await loadPageData(page, url.searchParams, dataBudgetMs, { api, visitor });
  const shown = data.missing ? undefined : page;
  const head = pageHeadOf({
    pathname: url.pathname,
    origin: url.origin,
    page: shown,
    loaded: data,
    leadPicture: await shown?.leadPicture?.(data),
    linkPreview: linkPreviewOf(shown, data, url.origin),
  });
  return {
    status: shown ? 200 : 404,
    head: headHtml(head),
    initialData: {
      answers: data.answers,
      ...(posted && { posted }),
      // A personal page shows an address to keep (its private link), whole.
      ...(page?.personal && { siteOrigin: url.origin }),
      ...(page?.oneTimeForm && { submission: crypto.randomUUID() }),
    },
    content: contentOf(data.queries),
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
