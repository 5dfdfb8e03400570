/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageTemplate } from '../../server/rendering/page-template';

/** The shape webpack's minifier gives the shell's index.html: attribute quotes dropped. */
const BUILT_PAGE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Default words">' +
  '<title>Safa Travels &amp; Tours</title><script defer src=/main.js></script></head>' +
  '<body><noscript>Please enable JavaScript to use this site.</noscript><div id=root></div></body></html>';

function templateOf(html: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'page-template-')), 'index.html');
  writeFileSync(file, html);
  return pageTemplate(file);
}

describe('the shell page template', () => {
  it('puts a server-rendered page in place of the default head, notice and empty root', () => {
    const page = templateOf(BUILT_PAGE).serverRendered({
      head: '<title>Dubai City Break</title>',
      styles: '<style>.a{}</style>',
      body: '<main>Dubai</main>',
      state: '<script type="application/json" id="state">{}</script>',
    });

    expect(page).toBe(
      '<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/main.js></script>' +
        '<title>Dubai City Break</title><style>.a{}</style><script type="application/json" id="state">{}</script>' +
        '</head><body><div id="root" data-server-rendered="true"><main>Dubai</main></div></body></html>',
    );
  });

  it("keeps the operator's words as written, even where they look like replacement patterns", () => {
    const words = "Save $' and $& and $$ and $` today";
    const page = templateOf(BUILT_PAGE).serverRendered({
      head: words,
      styles: '',
      body: words,
      state: words,
    });

    expect(page.split(words)).toHaveLength(4);
  });

  it('leaves a browser-rendered page as built, with its state in the head', () => {
    const page = templateOf(BUILT_PAGE).clientRendered("<script>$'</script>");

    expect(page).toBe(BUILT_PAGE.replace('</head>', () => "<script>$'</script></head>"));
  });

  it('refuses a page without an empty root to render into', () => {
    expect(() => templateOf('<html><head></head><body></body></html>')).toThrow('has no #root element');
  });
});
