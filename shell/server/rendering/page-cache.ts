import type { RenderedPage } from './page-renderer';

interface KeptPage {
  page: Promise<RenderedPage>;
  until: number;
  /** Rendered before a remote's new version: served while it is rendered anew, once. */
  stale?: boolean;
}

/**
 * Rendered pages kept for a short time, by address: the site is read far more than the operator edits
 * it, and a change shows within `ttlMs`. Requests for a page being rendered share that rendering.
 * Pages left to the browser are not kept, so a rendering that works again is used at once.
 */
export function pageCache(ttlMs: number, maxPages = 500) {
  const pages = new Map<string, KeptPage>();

  /** Renders a stale page anew and keeps the new one when the server rendered it; meanwhile, the old one. */
  const renew = (key: string, kept: KeptPage, render: () => Promise<RenderedPage>) => {
    kept.stale = false;
    render().then(
      (rendered) => {
        if (rendered.serverRendered && pages.get(key) === kept) {
          pages.set(key, { page: Promise.resolve(rendered), until: Date.now() + ttlMs });
        }
      },
      () => undefined,
    );
  };

  return {
    get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const kept = pages.get(key);
      if (kept && kept.until > Date.now()) {
        if (kept.stale) renew(key, kept, render);
        return kept.page;
      }
      const page = render();
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(key, { page, until: Date.now() + ttlMs });
      const forget = () => pages.delete(key);
      page.then((rendered) => rendered.serverRendered || forget(), forget);
      return page;
    },
    /**
     * For a remote's new version: each page kept is served once more, while it is rendered with the
     * new version, so that no visitor waits for a deployment (a page is whole with either version).
     */
    renewAll(): void {
      for (const kept of pages.values()) kept.stale = true;
    },
    clear(): void {
      pages.clear();
    },
  };
}
