import { expect, test } from '@playwright/test';
import { type ApiContact, PUBLIC_ROUTES } from './public-helpers';

test.describe('layout on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle slides the panel in and out; its packages submenu closes on a click outside', async ({
    page,
  }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel).toBeVisible();
    const submenu = panel.getByRole('button', { name: 'Our Packages' });
    await submenu.click();
    await expect(panel.getByRole('link', { name: 'Umrah Package' })).toBeVisible();
    await panel.getByRole('link', { name: 'Gallery' }).hover();
    await page.mouse.click(30, 400);
    await expect(submenu).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Umrah Package' })).toBeHidden();
    await submenu.click();
    await panel.getByRole('link', { name: 'Umrah Package' }).click();
    await expect(page).toHaveURL(/\/umrahpackage$/);
    await expect(panel).toBeHidden();
  });

  test('the WhatsApp button opens a chat with the first Phone contact and a greeting naming the package', async ({
    page,
    request,
  }) => {
    const contacts: ApiContact[] = await (await request.get('/api/messages/getallcontacts')).json();
    const phone = contacts.find((contact) => contact.category === 'Phone');
    if (!phone) throw new Error('no Phone contact in the demo data');
    let digits = phone.title.replace(/\D/g, '');
    if (digits.startsWith('0')) digits = `234${digits.slice(1)}`;

    await page.goto('/');
    const button = page.getByTestId('whatsapp-button');
    await expect(button).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${digits}\\?text=`));
    const text = new URL((await button.getAttribute('href')) ?? '').searchParams.get('text');
    expect(text).toBe('Hello Safa Travels & Tours, I would like to know more about your packages.');

    const packages: { id: string; title: string }[] = await (await request.get('/api/packages')).json();
    const [first] = packages;
    if (!first) throw new Error('no packages');
    await page.goto(`/eachpackage?id=${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect
      .poll(async () => new URL((await button.getAttribute('href')) ?? '').searchParams.get('text'))
      .toContain(`"${first.title}"`);
  });
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of PUBLIC_ROUTES) {
    test(`${route} has no horizontal scroll`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByTestId('loader-overlay')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header appears late without shifting the page, with the 'Our Packages' dropdown", async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const toggle = nav.getByRole('button', { name: 'Our Packages' });
    await toggle.press('Enter');
    await expect(nav.getByRole('link', { name: 'Hajj Package' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Hajj Package' })).toBeHidden();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.1);
  });

  test('the footer groups phones two per line and opens the social links in new tabs', async ({
    page,
    request,
  }) => {
    const contacts: ApiContact[] = await (await request.get('/api/messages/getallcontacts')).json();
    const phones = contacts.filter((contact) => contact.category === 'Phone').map((contact) => contact.title);
    await page.goto('/about');
    const lines = page.getByTestId('footer-contacts').getByRole('listitem');
    await expect(lines.first()).toContainText(`${phones[0]}, ${phones[1]}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText('© 2025');
    await page.mouse.wheel(0, 3000);
    const top = page.getByRole('button', { name: 'Go to top' });
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('gallery tabs and paging', async ({ page, request }) => {
    const images: unknown[] = await (await request.get('/api/gallery/images')).json();
    await page.goto('/gallery');
    const panel = page.getByRole('tabpanel');
    const tiles = panel.getByRole('button', { name: /open full size/ });
    await expect(tiles).toHaveCount(Math.min(6, images.length));
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('1');
    await expect(tiles).toHaveCount(Math.min(3, images.length));
    await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
    // Record the scroll request: a short page may not be able to scroll the full 400 px.
    await page.evaluate(() => {
      const scrollTo = window.scrollTo.bind(window);
      const calls: unknown[] = [];
      Object.assign(window, { scrollCalls: calls });
      window.scrollTo = ((options: ScrollToOptions) => {
        calls.push(options);
        scrollTo(options);
      }) as typeof window.scrollTo;
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([
      { top: 400, behavior: 'smooth' },
    ]);
    await tiles.first().click();
    const overlay = page.getByTestId('image-lightbox');
    await expect(overlay).toBeVisible();
    await overlay.click();
    await expect(overlay).toBeHidden();
    await page.getByRole('tab', { name: 'Videos' }).click();
    await expect(page.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Prev' })).toHaveCount(0);
  });
});

test.describe('an unknown address', () => {
  test('shows the not-found page, kept out of search engines, and the robots tag leaves with it', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    const robots = page.locator('head meta[name="robots"]');
    await expect(robots).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(robots).toHaveCount(0);
  });
});

for (const width of [375, 1280]) {
  test.describe(`footer at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('phone numbers never break inside a number, and on a laptop each pair fits its line', async ({
      page,
      request,
    }) => {
      const contacts: ApiContact[] = await (await request.get('/api/messages/getallcontacts')).json();
      const phones = contacts
        .filter((contact) => contact.category === 'Phone')
        .map((contact) => contact.title);
      await page.goto('/about');
      const lines = page.getByTestId('footer-contacts').getByRole('listitem').filter({ hasText: 'Phone:' });
      await expect(lines.first()).toBeVisible();
      // How many screen lines each number, and each whole pair, takes (read from the text itself).
      const layout = await lines.evaluateAll((items, phones) => {
        const linesOf = (item: Element, from: number, to: number) => {
          const texts: { node: Text; start: number }[] = [];
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          let length = 0;
          while (walker.nextNode()) {
            const node = walker.currentNode as Text;
            texts.push({ node, start: length });
            length += node.data.length;
          }
          const at = (index: number): [Text, number] => {
            const text = texts.find(({ node, start }) => index >= start && index <= start + node.data.length);
            if (!text) throw new Error(`no text at ${index}`);
            return [text.node, index - text.start];
          };
          const range = document.createRange();
          range.setStart(...at(from));
          range.setEnd(...at(to));
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          return new Set(rects.map((rect) => Math.round(rect.top))).size;
        };
        return items.map((item) => {
          const text = item.textContent ?? '';
          const spans = phones
            .filter((phone) => text.includes(phone))
            .map((phone) => [text.indexOf(phone), text.indexOf(phone) + phone.length] as const);
          const first = spans[0]?.[0] ?? 0;
          const last = spans.at(-1)?.[1] ?? 0;
          return {
            text,
            numberLines: spans.map(([from, to]) => linesOf(item, from, to)),
            pairLines: linesOf(item, first, last),
          };
        });
      }, phones);
      expect(layout.length).toBeGreaterThan(0);
      for (const line of layout) {
        expect(line.numberLines, line.text).toEqual(line.numberLines.map(() => 1));
        if (width >= 1280) expect(line.pairLines, line.text).toBe(1);
      }
    });
  });
}
