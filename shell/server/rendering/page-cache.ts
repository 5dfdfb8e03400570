import type { RenderedPage } from './page-renderer';

/**
 * Rendered pages kept for a short time, by address: the site is read far more than the operator edits
 * it, and a change shows within `ttlMs`. Requests for a page being rendered share that rendering.
 * Pages left to the browser are not kept, so a rendering that works again is used at once.
 */
export function pageCache(ttlMs: number, maxPages = 500) {
  const pages = new Map<string, { page: Promise<RenderedPage>; until: number }>();
  return {
    get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const kept = pages.get(key);
      if (kept && kept.until > Date.now()) return kept.page;
      const page = render();
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(key, { page, until: Date.now() + ttlMs });
      const forget = () => pages.delete(key);
      page.then((rendered) => rendered.serverRendered || forget(), forget);
      return page;
    },
    clear(): void {
      pages.clear();
    },
  };
}
