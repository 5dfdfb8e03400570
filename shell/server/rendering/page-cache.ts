import type { ContentPart, ContentVersions } from '@safa/contract';
import type { RenderedPage } from './page-renderer';

export interface PageCacheOptions {
  /** How long a page is reused at most, even when nothing it shows has changed. */
  ttlMs: number;
  /** Pages kept (the least recently used go first). */
  maxPages: number;
  /** Not-found pages kept, apart, so that a flood of unknown addresses cannot push the site's pages out. */
  maxNotFound: number;
  /** Renders at once; beyond, a page is answered from the cache (however old) or left to the browser. */
  maxConcurrentRenders: number;
  /** How many times each part of the content has changed, as last heard (undefined until heard). */
  contentVersions: () => ContentVersions | undefined;
}

interface Kept {
  page: RenderedPage;
  renderedAt: number;
  /** The versions of the parts the page shows, as they were when its rendering started. */
  versions: Partial<ContentVersions> | undefined;
  /** Rendered by a remote's version before the current one: served while it is rendered anew. */
  outdated?: boolean;
}

/** A map that forgets its least recently used entry beyond `max`. */
function lru<T>(max: number) {
  const entries = new Map<string, T>();
  return {
    get(key: string): T | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    values: () => entries.values(),
  };
}

const versionsOf = (parts: readonly ContentPart[], all: ContentVersions | undefined) =>
  all && Object.fromEntries(parts.map((part) => [part, all[part]]));

/**
 * Rendered pages, by the key of the page they show (see the remote's `pageKeyOf`). A page is reused
 * until a part of the content it shows changes (an admin edit through any shell, heard from the BFF:
 * the next request waits for the page rendered anew), or `ttlMs` passes, or the remote's version
 * changes (`renewAll`: then the page is answered at once while it is rendered again). Requests for a
 * page being rendered share that rendering. At most
 * `maxConcurrentRenders` renders run: beyond, the cache answers what it has, however old, or the
 * caller's fallback (the page rendered in the browser), at once rather than queueing. Pages left to
 * the browser are not kept, so a rendering that works again is used at once.
 */
export function pageCache(options: PageCacheOptions) {
  const pages = lru<Kept>(options.maxPages);
  const notFound = lru<Kept>(options.maxNotFound);
  const rendering = new Map<string, Promise<RenderedPage>>();

  /**
   * Whether a kept page can be answered: `current`; `aged` (too old, or by a remote's former version:
   * still whole, answered once more while rendered anew); or `changed` (a part it shows was edited:
   * rendered anew before it is answered, so that an edit shows on the next load).
   */
  const freshness = (kept: Kept): 'current' | 'aged' | 'changed' => {
    const now = options.contentVersions();
    const edited =
      kept.versions !== undefined &&
      now !== undefined &&
      Object.entries(kept.versions).some(([part, version]) => now[part as ContentPart] !== version);
    if (edited) return 'changed';
    if (kept.outdated || Date.now() - kept.renderedAt >= options.ttlMs) return 'aged';
    return 'current';
  };

  function renderAndKeep(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const heard = options.contentVersions();
    const renderedAt = Date.now();
    const page = render()
      .then((rendered) => {
        if (rendered.serverRendered) {
          const kept = { page: rendered, renderedAt, versions: versionsOf(rendered.content, heard) };
          (rendered.status === 404 ? notFound : pages).set(key, kept);
        }
        return rendered;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, page);
    return page;
  }

  /** Renders of pages never kept (see `renderUnkept`), which count toward the renders at once. */
  let unkept = 0;
  const rendersUnderWay = () => rendering.size + unkept;

  return {
    get(
      key: string,
      render: () => Promise<RenderedPage>,
      fallback: () => RenderedPage,
    ): Promise<RenderedPage> {
      const kept = pages.get(key) ?? notFound.get(key);
      const state = kept && freshness(kept);
      if (kept && state === 'current') return Promise.resolve(kept.page);
      const inFlight = rendering.get(key);
      if (inFlight) return kept && state === 'aged' ? Promise.resolve(kept.page) : inFlight;
      if (rendersUnderWay() >= options.maxConcurrentRenders) return Promise.resolve(kept?.page ?? fallback());
      const fresh = renderAndKeep(key, render);
      if (!kept || state === 'changed') return fresh;
      // Rendered again in the background; its failure is its own log line (see page-renderer.tsx).
      fresh.catch(() => undefined);
      return Promise.resolve(kept.page);
    },
    /**
     * A page rendered for one visitor and never kept (a booking's private page): rendered within the
     * same limit of renders at once; beyond it, left to the browser (`fallback`) at once.
     */
    async renderUnkept(
      render: () => Promise<RenderedPage>,
      fallback: () => RenderedPage,
    ): Promise<RenderedPage> {
      if (rendersUnderWay() >= options.maxConcurrentRenders) return fallback();
      unkept += 1;
      try {
        return await render();
      } finally {
        unkept -= 1;
      }
    },
    /**
     * For a remote's new version: each page kept is served once more, while it is rendered with the
     * new version, so that no visitor waits for a deployment (a page is whole with either version).
     */
    renewAll(): void {
      for (const kept of [...pages.values(), ...notFound.values()]) kept.outdated = true;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
