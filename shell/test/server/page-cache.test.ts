/** @jest-environment node */
import type { ContentVersions } from '@safa/contract';
import { type PageCacheOptions, pageCache } from '../../server/rendering/page-cache';
import type { RenderedPage } from '../../server/rendering/page-renderer';

const page = (html: string, serverRendered = true): RenderedPage => ({
  status: 200,
  html,
  serverRendered,
  content: ['packages'],
});
const leftToTheBrowser = () => page('left to the browser', false);

const notFound = (html: string): RenderedPage => ({ ...page(html), status: 404 });

const cacheFor = (ttlMs: number, limits: Partial<PageCacheOptions> = {}) =>
  pageCache({
    ttlMs,
    maxPages: 10,
    maxNotFound: 10,
    maxConcurrentRenders: 4,
    contentVersions: () => undefined,
    ...limits,
  });

/** A rendering that the test finishes when it wants. */
function pendingRender() {
  let finish: (rendered: RenderedPage) => void = () => undefined;
  const rendering = new Promise<RenderedPage>((resolve) => {
    finish = resolve;
  });
  return { render: jest.fn(() => rendering), finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Whether the cache answers `key` with the page it keeps, rather than rendering it anew. */
const keeps = async (pages: ReturnType<typeof cacheFor>, key: string) => {
  const render = jest.fn(async () => page('rendered anew'));
  await pages.get(key, render, leftToTheBrowser);
  return render.mock.calls.length === 0;
};

describe('pages kept', () => {
  it('renders a page once and answers it from the cache until its time is up', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate'] });
    const pages = cacheFor(1000);
    const render = jest.fn(async () => page('home'));
    await pages.get('/', render, leftToTheBrowser);

    jest.setSystemTime(999);
    expect(await pages.get('/', render, leftToTheBrowser)).toEqual(page('home'));
    expect(render).toHaveBeenCalledTimes(1);

    jest.setSystemTime(1000);
    await pages.get('/', render, leftToTheBrowser);
    expect(render).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('shares one rendering among the requests for a page being rendered', async () => {
    const pages = cacheFor(30_000);
    const first = pendingRender();
    const answers = [
      pages.get('/about', first.render, leftToTheBrowser),
      pages.get('/about', first.render, leftToTheBrowser),
    ];
    first.finish(page('about'));
    expect(await Promise.all(answers)).toEqual([page('about'), page('about')]);
    expect(first.render).toHaveBeenCalledTimes(1);
  });

  it('keeps each key on its own', async () => {
    const pages = cacheFor(30_000);
    await pages.get('/', async () => page('home'), leftToTheBrowser);
    expect(await pages.get('/about', async () => page('about'), leftToTheBrowser)).toEqual(page('about'));
    expect(await pages.get('/', async () => page('not asked'), leftToTheBrowser)).toEqual(page('home'));
  });

  it('forgets the page least recently asked for beyond its room', async () => {
    const pages = cacheFor(30_000, { maxPages: 2 });
    await pages.get('/a', async () => page('a'), leftToTheBrowser);
    await pages.get('/b', async () => page('b'), leftToTheBrowser);
    await pages.get('/a', async () => page('not asked'), leftToTheBrowser);
    await pages.get('/c', async () => page('c'), leftToTheBrowser);

    expect(await keeps(pages, '/a')).toBe(true);
    expect(await keeps(pages, '/c')).toBe(true);
    expect(await keeps(pages, '/b')).toBe(false);
  });

  it('keeps not-found pages apart, so that unknown addresses never push out the site’s pages', async () => {
    const pages = cacheFor(30_000, { maxPages: 1, maxNotFound: 1 });
    await pages.get('/', async () => page('home'), leftToTheBrowser);
    await pages.get('not-found /x', async () => notFound('x'), leftToTheBrowser);
    await pages.get('not-found /y', async () => notFound('y'), leftToTheBrowser);

    expect(await keeps(pages, '/')).toBe(true);
    expect(await keeps(pages, 'not-found /y')).toBe(true);
    expect(await keeps(pages, 'not-found /x')).toBe(false);
  });

  it('never keeps a page left to the browser, so that a rendering that works again is used at once', async () => {
    const pages = cacheFor(30_000);
    expect(await pages.get('/', async () => leftToTheBrowser(), leftToTheBrowser)).toEqual(
      leftToTheBrowser(),
    );
    expect(await pages.get('/', async () => page('home'), leftToTheBrowser)).toEqual(page('home'));
  });

  it('renders a page again on the next request after its rendering failed', async () => {
    const pages = cacheFor(30_000);
    await expect(
      pages.get('/', () => Promise.reject(new Error('the remote threw')), leftToTheBrowser),
    ).rejects.toThrow('the remote threw');
    expect(await pages.get('/', async () => page('home'), leftToTheBrowser)).toEqual(page('home'));
  });

  it('answers the page it keeps when rendering it anew fails', async () => {
    const pages = cacheFor(30_000);
    await pages.get('/', async () => page('home'), leftToTheBrowser);
    pages.renewAll();
    expect(
      await pages.get('/', () => Promise.reject(new Error('the remote threw')), leftToTheBrowser),
    ).toEqual(page('home'));
    await settle();
    expect(await pages.get('/', async () => page('home again'), leftToTheBrowser)).toEqual(page('home'));
  });
});

describe('renders at once', () => {
  it('answers a page never rendered with the one left to the browser while the renders are all busy', async () => {
    const pages = cacheFor(30_000, { maxConcurrentRenders: 1 });
    const slow = pendingRender();
    const home = pages.get('/', slow.render, leftToTheBrowser);
    const other = jest.fn(async () => page('about'));

    expect(await pages.get('/about', other, leftToTheBrowser)).toEqual(leftToTheBrowser());
    expect(other).not.toHaveBeenCalled();

    slow.finish(page('home'));
    await home;
    expect(await pages.get('/about', other, leftToTheBrowser)).toEqual(page('about'));
  });

  it('answers a page kept, however old, while the renders are all busy', async () => {
    const pages = cacheFor(30_000, { maxConcurrentRenders: 1 });
    await pages.get('/about', async () => page('about'), leftToTheBrowser);
    pages.renewAll();
    const slow = pendingRender();
    void pages.get('/', slow.render, leftToTheBrowser);

    const other = jest.fn(async () => page('about again'));
    expect(await pages.get('/about', other, leftToTheBrowser)).toEqual(page('about'));
    expect(other).not.toHaveBeenCalled();
  });

  it('waits for a page being rendered even when the renders are all busy', async () => {
    const pages = cacheFor(30_000, { maxConcurrentRenders: 1 });
    const slow = pendingRender();
    const first = pages.get('/', slow.render, leftToTheBrowser);
    const second = pages.get('/', slow.render, leftToTheBrowser);
    slow.finish(page('home'));
    expect(await Promise.all([first, second])).toEqual([page('home'), page('home')]);
  });

  it('counts the pages rendered for one visitor, and never keeps them', async () => {
    const pages = cacheFor(30_000, { maxConcurrentRenders: 1 });
    const personal = pendingRender();
    const booking = pages.renderUnkept(personal.render, leftToTheBrowser);

    const other = jest.fn(async () => page('home'));
    expect(await pages.get('/', other, leftToTheBrowser)).toEqual(leftToTheBrowser());
    expect(await pages.renderUnkept(other, leftToTheBrowser)).toEqual(leftToTheBrowser());
    expect(other).not.toHaveBeenCalled();

    personal.finish(page('your booking'));
    expect(await booking).toEqual(page('your booking'));
    expect(await pages.renderUnkept(async () => page('your booking, again'), leftToTheBrowser)).toEqual(
      page('your booking, again'),
    );
    expect(await pages.get('/', other, leftToTheBrowser)).toEqual(page('home'));
  });

  it('frees the place of a page rendered for one visitor whose rendering failed', async () => {
    const pages = cacheFor(30_000, { maxConcurrentRenders: 1 });
    await expect(
      pages.renderUnkept(() => Promise.reject(new Error('the remote threw')), leftToTheBrowser),
    ).rejects.toThrow('the remote threw');
    expect(await pages.renderUnkept(async () => page('your booking'), leftToTheBrowser)).toEqual(
      page('your booking'),
    );
  });
});

describe('pages kept when a remote has a new version', () => {
  it('serves each kept page while it is rendered with the new version, then the new page', async () => {
    const pages = cacheFor(30_000);
    await pages.get('/about', async () => page('version A'), leftToTheBrowser);
    const next = pendingRender();

    pages.renewAll();

    expect(await pages.get('/about', next.render, leftToTheBrowser)).toEqual(page('version A'));
    expect(await pages.get('/about', next.render, leftToTheBrowser)).toEqual(page('version A'));
    expect(next.render).toHaveBeenCalledTimes(1);
    next.finish(page('version B'));
    await settle();
    expect(await pages.get('/about', next.render, leftToTheBrowser)).toEqual(page('version B'));
  });

  it('keeps the page it has when the new version could not render it on the server', async () => {
    const pages = cacheFor(30_000);
    await pages.get('/', async () => page('version A'), leftToTheBrowser);
    pages.renewAll();

    await pages.get('/', async () => leftToTheBrowser(), leftToTheBrowser);
    await settle();

    expect(await pages.get('/', async () => leftToTheBrowser(), leftToTheBrowser)).toEqual(page('version A'));
  });

  it('answers a page kept too long once more while it is rendered anew', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate'] });
    const pages = cacheFor(1000);
    await pages.get('/', async () => page('version A'), leftToTheBrowser);
    jest.setSystemTime(2000);

    expect(await pages.get('/', async () => page('version B'), leftToTheBrowser)).toEqual(page('version A'));
    await settle();
    expect(await pages.get('/', async () => page('not asked'), leftToTheBrowser)).toEqual(page('version B'));
    jest.useRealTimers();
  });
});

describe('pages kept when the content they show is edited', () => {
  /** A cache whose content versions the test sets; pages show the packages and the contacts. */
  function cacheWithVersions(heard: Partial<ContentVersions> | undefined) {
    const state = { versions: heard };
    const pages = pageCache({
      ttlMs: 30_000,
      maxPages: 10,
      maxNotFound: 10,
      maxConcurrentRenders: 4,
      contentVersions: () => state.versions as ContentVersions | undefined,
    });
    const shown = (html: string): RenderedPage => ({ ...page(html), content: ['packages', 'contacts'] });
    return { pages, state, shown };
  }

  it('answers the page rendered anew, not the one kept, once a part it shows has changed', async () => {
    const { pages, state } = cacheWithVersions({ packages: 1, contacts: 1 });
    await pages.get('/', async () => page('before the edit'), leftToTheBrowser);
    state.versions = { packages: 1, contacts: 2 };
    expect(await pages.get('/', async () => page('not asked'), leftToTheBrowser)).toEqual(
      page('before the edit'),
    );

    state.versions = { packages: 2, contacts: 2 };
    expect(await pages.get('/', async () => page('after the edit'), leftToTheBrowser)).toEqual(
      page('after the edit'),
    );
  });

  it('renders anew a page that shows several parts when any one of them has changed', async () => {
    const { pages, state, shown } = cacheWithVersions({ packages: 1, contacts: 1 });
    await pages.get('/', async () => shown('before the edit'), leftToTheBrowser);
    state.versions = { packages: 1, contacts: 2 };
    expect(await pages.get('/', async () => shown('after the edit'), leftToTheBrowser)).toEqual(
      shown('after the edit'),
    );
  });

  it('makes every request for an edited page wait for the one rendering anew', async () => {
    const { pages, state } = cacheWithVersions({ packages: 1 });
    await pages.get('/', async () => page('before the edit'), leftToTheBrowser);
    state.versions = { packages: 2 };
    const anew = pendingRender();
    const answers = [
      pages.get('/', anew.render, leftToTheBrowser),
      pages.get('/', anew.render, leftToTheBrowser),
    ];
    anew.finish(page('after the edit'));
    expect(await Promise.all(answers)).toEqual([page('after the edit'), page('after the edit')]);
    expect(anew.render).toHaveBeenCalledTimes(1);
  });

  it('keeps a page for its time alone when the versions were not heard as it was rendered', async () => {
    const { pages, state } = cacheWithVersions(undefined);
    await pages.get('/', async () => page('home'), leftToTheBrowser);
    state.versions = { packages: 2 };
    expect(await keeps(pages, '/')).toBe(true);
  });

  it('keeps a page for its time alone while the versions are not heard', async () => {
    const { pages, state } = cacheWithVersions({ packages: 1 });
    await pages.get('/', async () => page('home'), leftToTheBrowser);
    state.versions = undefined;
    expect(await keeps(pages, '/')).toBe(true);
  });
});
