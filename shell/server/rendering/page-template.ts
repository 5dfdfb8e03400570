import { readFileSync } from 'node:fs';

/** What a server-rendered page adds to the shell's own page. */
export interface RenderedParts {
  /** The page's <head> tags (title, description, Open Graph, JSON-LD). */
  head: string;
  /** styled-components' <style> tags for the markup. */
  styles: string;
  /** The markup inside #root. */
  body: string;
  /** The remotes and the public site's data, for the browser to pick up where the server left off. */
  state: string;
}

/** The built page is minified: attribute quotes may be gone. */
const ROOT = /<div id="?root"?><\/div>/;
const DEFAULT_HEAD = [/<title>[^<]*<\/title>/, /<meta name="?description[^<>]*>/];
const HEAD_END = '</head>';

/** The page without its <noscript> notice (a server-rendered page reads without JavaScript). */
function withoutNoScript(html: string): string {
  const start = html.indexOf('<noscript>');
  const end = html.indexOf('</noscript>', start);
  return start < 0 || end < 0 ? html : html.slice(0, start) + html.slice(end + '</noscript>'.length);
}

/** Splits the page at `</head>` and at the empty #root, so parts are joined without `replace` patterns. */
function pageParts(html: string): { head: string; beforeRoot: string; afterRoot: string } {
  const headEnd = html.indexOf(HEAD_END);
  const root = ROOT.exec(html);
  if (headEnd < 0 || !root || root.index < headEnd) throw new Error('the page has no </head> before #root');
  return {
    head: html.slice(0, headEnd),
    beforeRoot: html.slice(headEnd, root.index),
    afterRoot: html.slice(root.index + root[0].length),
  };
}

/**
 * The built shell's index.html, filled in: as it is (the page is rendered in the browser), or with a
 * server-rendered page (its head instead of the default title and description, its styles, its
 * markup in #root, and the state to hydrate it). Scripts stay as webpack wrote them: external, deferred.
 */
export function pageTemplate(indexHtmlPath: string) {
  const html = readFileSync(indexHtmlPath, 'utf8');
  if (!ROOT.test(html)) throw new Error(`${indexHtmlPath} has no #root element`);
  const headEnd = html.indexOf(HEAD_END);
  const server = pageParts(withoutNoScript(DEFAULT_HEAD.reduce((text, tag) => text.replace(tag, ''), html)));

  return {
    clientRendered(state: string): string {
      return `${html.slice(0, headEnd)}${state}${html.slice(headEnd)}`;
    },
    serverRendered({ head, styles, body, state }: RenderedParts): string {
      return (
        `${server.head}${head}${styles}${state}${server.beforeRoot}` +
        `<div id="root" data-server-rendered="true">${body}</div>${server.afterRoot}`
      );
    },
  };
}

export type PageTemplate = ReturnType<typeof pageTemplate>;
