/** @jest-environment node */
import { pageCache } from '../../server/rendering/page-cache';
import type { RenderedPage } from '../../server/rendering/page-renderer';

const page = (html: string, serverRendered = true): RenderedPage => ({ status: 200, html, serverRendered });

/** A rendering that the test finishes when it wants. */
function pendingRender() {
  let finish: (rendered: RenderedPage) => void = () => undefined;
  const rendering = new Promise<RenderedPage>((resolve) => {
    finish = resolve;
  });
  return { render: jest.fn(() => rendering), finish };
}

describe('pages kept when a remote has a new version', () => {
  it('serves each kept page once more while it is rendered with the new version, then the new page', async () => {
    const pages = pageCache(30_000);
    await pages.get('/about', async () => page('version A'));
    const next = pendingRender();

    pages.renewAll();

    expect(await pages.get('/about', next.render)).toEqual(page('version A'));
    expect(await pages.get('/about', next.render)).toEqual(page('version A'));
    expect(next.render).toHaveBeenCalledTimes(1);
    next.finish(page('version B'));
    await Promise.resolve();
    expect(await pages.get('/about', next.render)).toEqual(page('version B'));
  });

  it('keeps the page it has when the new version could not render it on the server', async () => {
    const pages = pageCache(30_000);
    await pages.get('/', async () => page('version A'));
    pages.renewAll();

    await pages.get('/', async () => page('left to the browser', false));
    await Promise.resolve();

    expect(await pages.get('/', async () => page('not asked'))).toEqual(page('version A'));
  });

  it('renders a page kept too long anew, as before, however renewed', async () => {
    jest.useFakeTimers({ now: 0 });
    const pages = pageCache(1000);
    await pages.get('/', async () => page('version A'));
    pages.renewAll();
    jest.setSystemTime(2000);

    expect(await pages.get('/', async () => page('version B'))).toEqual(page('version B'));
    jest.useRealTimers();
  });
});
