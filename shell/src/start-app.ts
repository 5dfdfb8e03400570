import { type HydrationFile, readShellState } from './shell-state';

/** However long the page's pictures take, the page becomes interactive after at most this long. */
export const LONGEST_WAIT_MS = 3000;

/** Asks for the files hydration needs together, rather than each after the one that names it. */
function preload(files: HydrationFile[]): void {
  for (const { url, as } of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = url;
    // The remote's manifest is fetched in CORS mode; a preload in another mode would be fetched twice.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}

/**
 * Runs `start` (the app's code) at once, or, for a page the server rendered, once the page and its
 * pictures are in (or after `LONGEST_WAIT_MS`): that page can be read as it is, and on a slow
 * connection its pictures should not queue behind the ~140 KB of code that makes it interactive.
 */
export function startApp(start: () => void): void {
  if (document.getElementById('root')?.dataset.serverRendered !== 'true') {
    start();
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    preload(readShellState()?.hydrationFiles ?? []);
    start();
  };
  if (document.readyState === 'complete') go();
  else {
    window.addEventListener('load', go, { once: true });
    setTimeout(go, LONGEST_WAIT_MS);
  }
}
