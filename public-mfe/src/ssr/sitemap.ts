import type { Call } from '@safa/api-client';
import { SITE_PAGES } from '../pages/site-pages';
import type { PublicPage, SitemapEntry } from '../site/public-page';
import { escapeHtml } from './html';

const entry = (origin: string, { path, lastmod }: SitemapEntry) =>
  `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/** A page's addresses in the sitemap: its own, or those it names (every package's), none when unlisted. */
const entriesOf = (page: PublicPage, api: Call): Promise<SitemapEntry[]> | SitemapEntry[] => {
  if (page.head.unlisted) return [];
  return page.sitemap ? page.sitemap(api) : [{ path: page.path }];
};

/** Every public page and every package (asked of `api`), each package dated by its last change. */
export async function sitemapXml(origin: string, api: Call): Promise<string> {
  const entries = (await Promise.all(SITE_PAGES.map((page) => entriesOf(page, api)))).flat();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.map((item) => entry(origin, item)).join('')}</urlset>\n`;
}
