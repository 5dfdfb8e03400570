import type { Call } from '@safa/api-client';
import { packageDetailsPath } from '../site/packages';
import { PAGES } from '../site/pages';
import { escapeHtml } from './html';

const entry = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/** Every public page and every package (asked of `api`), each package dated by its last change. */
export async function sitemapXml(origin: string, api: Call): Promise<string> {
  const packages = await api('listPackages');
  const pages = Object.entries(PAGES)
    .filter(([path, page]) => path !== '/eachpackage' && !page.unlisted)
    .map(([path]) => path)
    .map((path) => entry(`${origin}${path}`));
  const details = packages.map((item) => entry(`${origin}${packageDetailsPath(item.id)}`, item.updatedAt));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...pages, ...details].join('')}</urlset>\n`;
}
