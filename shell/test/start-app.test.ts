import { shellStateHtml } from '../src/shell-state';
import { LONGEST_WAIT_MS, startApp } from '../src/start-app';

const hydrationFiles = [
  { url: '/mfe/public/mf-manifest.json', as: 'fetch' as const },
  { url: '/mfe/public/remoteEntry.js', as: 'script' as const },
];

/** A page as the server sends it (or, with `serverRendered` false, as the browser renders it). */
function givenPage(serverRendered: boolean, readyState: DocumentReadyState) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"${serverRendered ? ' data-server-rendered="true"' : ''}></div>${shellStateHtml({ remotes: {}, hydrationFiles })}`;
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
  ]);

describe('startApp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts a page the browser renders at once', () => {
    givenPage(false, 'interactive');
    const start = jest.fn();
    startApp(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a server-rendered page once it has loaded, asking for the files hydration needs first', () => {
    givenPage(true, 'interactive');
    const start = jest.fn(() => expect(preloads()).toHaveLength(2));
    startApp(start);
    expect(start).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([
      ['/mfe/public/mf-manifest.json', 'fetch', 'anonymous'],
      ['/mfe/public/remoteEntry.js', 'script', null],
    ]);

    jest.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than it should for a page whose pictures hang', () => {
    givenPage(true, 'interactive');
    const start = jest.fn();
    startApp(start);
    jest.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a server-rendered page at once when it has already loaded', () => {
    givenPage(true, 'complete');
    const start = jest.fn();
    startApp(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
