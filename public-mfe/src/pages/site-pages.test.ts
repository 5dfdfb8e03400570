import publicServer from '../server';
import { SITE_PAGES } from './site-pages';

const site = () => publicServer({ bffUrl: window.location.origin });

describe('the one list of the site’s pages', () => {
  it('puts each page in the sitemap as it declares: its address, or those it names, none when unlisted', async () => {
    const xml = await site().sitemap('https://safa.example');
    const listed = [...xml.matchAll(/<loc>https:\/\/safa\.example([^<]*)<\/loc>/g)].map(
      (match) => match[1] ?? '',
    );
    const ownAddresses = SITE_PAGES.filter((page) => !page.head.unlisted && !page.sitemap).map(
      (page) => page.path,
    );
    expect(listed).toEqual(expect.arrayContaining(ownAddresses));
    expect(listed).toContain('/eachpackage?id=h1');
    expect(listed).not.toContain('/eachpackage');
    for (const unlisted of SITE_PAGES.filter((page) => page.head.unlisted))
      expect(listed.filter((path) => path.startsWith(unlisted.path))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('tells the shell which pages are one person’s, and keys every other address by the page it shows', () => {
    const { isPersonalPage, pageKeyOf } = site();
    const at = (address: string) => new URL(address, 'https://safa.example');
    expect(SITE_PAGES.filter((page) => isPersonalPage(at(page.path))).map((page) => page.path)).toEqual([
      '/book',
      '/booking',
      '/stop',
    ]);
    // A form's one-time key is one visitor's: its page is never kept.
    for (const page of SITE_PAGES.filter(({ oneTimeForm }) => oneTimeForm)) expect(page.personal).toBe(true);
    for (const page of SITE_PAGES) expect(pageKeyOf(at(`${page.path}?utm=1`))).toBe(page.path);
  });
});
