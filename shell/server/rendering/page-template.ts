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
const DEFAULT_HEAD = [/<title>[^<]*<\/title>/, /<meta name="?description"?[^>]*>/];
const NO_SCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/**
 * The built shell's index.html, filled in: as it is (the page is rendered in the browser), or with a
 * server-rendered page (its head instead of the default title and description, its styles, its
 * markup in #root, and the state to hydrate it). Scripts stay as webpack wrote them: external, deferred.
 */
export function pageTemplate(indexHtmlPath: string) {
  const html = readFileSync(indexHtmlPath, 'utf8');
  if (!ROOT.test(html)) throw new Error(`${indexHtmlPath} has no #root element`);

  return {
    clientRendered(state: string): string {
      return html.replace('</head>', `${state}</head>`);
    },
    serverRendered({ head, styles, body, state }: RenderedParts): string {
      const page = DEFAULT_HEAD.reduce((text, tag) => text.replace(tag, ''), html).replace(NO_SCRIPT, '');
      return page
        .replace('</head>', `${head}${styles}${state}</head>`)
        .replace(ROOT, `<div id="root" data-server-rendered="true">${body}</div>`);
    },
  };
}

export type PageTemplate = ReturnType<typeof pageTemplate>;
