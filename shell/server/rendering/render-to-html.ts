import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/**
 * Renders with React's streaming renderer until every Suspense boundary has resolved (the remote's
 * code and the page's data are already in by then), collecting styled-components' styles, so the page
 * arrives whole and styled, with no script needed to reveal any part of it. Rejects on any error or
 * after `timeoutMs`: the caller then sends the page to be rendered in the browser.
 */
export function renderToHtml(
  element: ReactElement,
  timeoutMs: number,
): Promise<{ body: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  return new Promise<{ body: string; styles: string }>((resolve, reject) => {
    let failure: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve({ body: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags() });
    });
    const stream = renderToPipeableStream(sheet.collectStyles(element), {
      // Whole boundaries in place: no script has to move a large one into place later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      failure ??= new Error(`rendering took longer than ${timeoutMs} ms`);
      stream.abort(failure);
    }, timeoutMs);
  }).finally(() => sheet.seal());
}
