/** @jest-environment node */
import { pageCache } from '../../server/rendering/page-cache';
import type { RenderedPage } from '../../server/rendering/page-renderer';

const page = (html: string, serverRendered = true): RenderedPage => ({
  status: 200,
  html,
  serverRendered,
  content: ['packages'],
});
const leftToTheBrowser = () => page('left to the browser', false);

const cacheFor = (ttlMs: number) =>
  pageCache({
    ttlMs,
    maxPages: 10,
    maxNotFound: 10,
    maxConcurrentRenders: 4,
    contentVersions: () => undefined,
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
