import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { PublicRoutes } from '../src/PublicRoutes';
import { apiPath, server } from './msw-server';
import { renderPage } from './render';

/** The page with its header, the app running it. */
async function renderWithHeader(route: string) {
  renderPage(<PublicRoutes />, route);
  await waitFor(() => expect(screen.getByTestId('header-content')).toHaveAttribute('data-live', 'true'));
}

describe('the public layout', () => {
  it('fades the header content in after 200 ms by its own style, in a bar that is there from the start', () => {
    renderPage(<PublicRoutes />, '/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // jsdom applies no animation: read the rule the content's classes have in the page's styles.
    const classes = [...screen.getByTestId('header-content').classList];
    const rules = [...document.querySelectorAll('style')].flatMap((style) => [
      ...(style.sheet?.cssRules ?? []),
    ]);
    const own = rules.filter(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule && classes.some((name) => rule.selectorText.includes(name)),
    );
    expect(own.map((rule) => rule.style.getPropertyValue('animation')).join(' ')).toMatch(/ 200ms both/);
    expect(screen.getByRole('link', { name: 'Safa Travels & Tours, home' })).toHaveAttribute('href', '/');
  });

  it("opens the 'Our Packages' dropdown with the three package pages and closes it on a click outside", async () => {
    const user = userEvent.setup();
    await renderWithHeader('/about');
    // The desktop bar is display:none below 1024 px and jsdom has no viewport, so roles see it as hidden.
    const main = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
    if (!main) throw new Error('no main navigation');
    const toggle = within(main).getByText('Our Packages');
    const menu = main.querySelector('#desktop-packages-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveAttribute('hidden');
    expect(
      within(main)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Hajj Package', '/hajjpackage'],
      ['Umrah Package', '/umrahpackage'],
      ['Vacation Packages', '/otherpackages'],
      ['Flight & Hotels', '/flights'],
      ['Gallery', '/gallery'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ]);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('hidden');
  });

  it('slides the mobile panel in and out; its packages submenu closes on a click outside it', async () => {
    const user = userEvent.setup();
    await renderWithHeader('/about');
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    expect(panel).toHaveAttribute('data-open', 'true');
    const submenuToggle = within(panel).getByRole('button', { name: /Our Packages/ });
    await user.click(submenuToggle);
    expect(within(panel).getByRole('link', { name: 'Umrah Package' })).toBeVisible();
    await user.click(within(panel).getByRole('link', { name: 'Gallery' }).closest('li') ?? panel);
    expect(submenuToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('lists the phones two per line with commas, e-mails one per line, social links in new tabs, and 2025', async () => {
    renderPage(<PublicRoutes />, '/about');
    const contacts = screen.getByTestId('footer-contacts');
    await waitFor(() => expect(within(contacts).getAllByRole('listitem')).toHaveLength(3));
    const lines = within(contacts)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Phone: 08030000001, 08030000002',
      'Phone: 08030000003',
      'E-mail: hello@safa.test',
    ]);
    const footer = screen.getByRole('contentinfo');
    for (const name of [/Instagram/, /Facebook/]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('img', { name: 'Accredited air transport agent' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2025 Safa Travels & Tours');
    expect(footer).toHaveTextContent('Lagos');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/otherpackages', '/flights', '/gallery', '/about', '/contact']);
    expect(within(footer).getByRole('link', { name: 'Find my booking' })).toHaveAttribute(
      'href',
      '/find-booking',
    );
  });

  it('keeps the footer contacts empty and the chat on the configured number when contacts fail', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiPath('/messages/getallcontacts'), () => HttpResponse.json({}, { status: 500 })));
    renderPage(<PublicRoutes />, '/about');
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(within(screen.getByTestId('footer-contacts')).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByTestId('whatsapp-button').getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/2348030000000\?/,
    );
  });

  it('opens WhatsApp on the first Phone contact with a greeting', async () => {
    renderPage(<PublicRoutes />, '/about');
    const button = screen.getByTestId('whatsapp-button');
    await waitFor(() => expect(button.getAttribute('href')).toContain('wa.me/2348030000001?'));
    const url = new URL(button.getAttribute('href') ?? '');
    expect(url.searchParams.get('text')).toBe(
      'Hello Safa Travels & Tours, I would like to know more about your packages.',
    );
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('shows the go-to-top button at once on a page scrolled before the app started', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    renderPage(<PublicRoutes />, '/about');
    expect(screen.getByRole('button', { name: 'Go to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows the go-to-top button only after scrolling, and it scrolls to the top', async () => {
    renderPage(<PublicRoutes />, '/about');
    expect(screen.queryByRole('button', { name: 'Go to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
      fireEvent.scroll(window);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('titles the tab for the page, and names a package that does not exist not found', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<PublicRoutes />, '/eachpackage?id=gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Package not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Safa Travels & Tours'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('stores a shared link’s package id once, from the page: the head that follows it only reads it', async () => {
    const stored = jest.spyOn(Storage.prototype, 'setItem');
    renderPage(<PublicRoutes />, '/eachpackage?id=v5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacation 5' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Vacation 5/));
    expect(stored.mock.calls.filter(([key]) => key === 'packageId')).toEqual([['packageId', 'v5']]);
    stored.mockRestore();
  });

  it('shows a friendly not-found page for an unknown address', async () => {
    renderPage(<PublicRoutes />, '/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    '/',
    '/about',
    '/gallery',
    '/contact',
    '/flights',
    '/hajjpackage',
    '/umrahpackage',
    '/otherpackages',
  ])(
    '%s: headings never skip a level, and every input with autocomplete states its type (H98)',
    async (route) => {
      renderPage(<PublicRoutes />, route);
      await waitFor(() => expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument());
      await screen.findAllByRole('heading', { level: 1 });
      const main = screen.getByRole('main');
      const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
        Number(heading.tagName.slice(1)),
      );
      const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
      expect({ levels, skips }).toMatchObject({ skips: [] });
      expect(document.querySelectorAll('input[autocomplete]:not([type])')).toHaveLength(0);
    },
  );
});
