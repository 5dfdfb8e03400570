import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { acceptMessages, failMessages, sendEnquiry, VISITOR } from '../../../test/enquiry';
import { apiPath, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import { WhatsAppButton } from '../../layout/WhatsAppButton';
import SinglePackagePage from './SinglePackagePage';

const renderAt = (route: string) =>
  renderPage(
    <>
      <Routes>
        <Route path="/eachpackage" element={<SinglePackagePage />} />
      </Routes>
      <WhatsAppButton />
    </>,
    route,
  );

describe('Single package', () => {
  it('reads the id stored under packageId and shows the package', async () => {
    window.localStorage.setItem('packageId', 'v3');
    renderAt('/eachpackage');
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacation 3' })).toBeInTheDocument();
    expect(screen.getByText('About Vacation 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Included" })).toBeInTheDocument();
    expect(screen.getByText('Hotel')).toBeInTheDocument();
    expect(screen.getByText('₦1,500,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our vacation packages' })).toHaveAttribute(
      'href',
      '/otherpackages',
    );
    expect(await screen.findByRole('region', { name: 'Pictures of Vacation 3' })).toBeInTheDocument();
  });

  it.each([
    ['h1', 'See our Hajj packages', '/hajjpackage'],
    ['u1', 'See our Umrah packages', '/umrahpackage'],
  ])('leads from package %s to the others of its kind', async (id, name, list) => {
    renderAt(`/eachpackage?id=${id}`);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', list);
  });

  it('takes ?id= from a shared link, stores it, and names the package in the chat greeting', async () => {
    window.localStorage.setItem('packageId', 'v3');
    renderAt('/eachpackage?id=v5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacation 5' })).toBeInTheDocument();
    expect(window.localStorage.getItem('packageId')).toBe('v5');
    await waitFor(() =>
      expect(
        new URL(screen.getByTestId('whatsapp-button').getAttribute('href') ?? '').searchParams.get('text'),
      ).toBe('Hello Safa Travels & Tours, I would like to know more about the "Vacation 5" package.'),
    );
  });

  it('says so when no package was chosen', async () => {
    renderAt('/eachpackage');
    expect(screen.getByRole('heading', { name: 'No package selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Other Packages' })).toHaveAttribute(
      'href',
      '/otherpackages',
    );
  });

  it('says so when the package does not exist', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/eachpackage?id=gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Package not found' })).toBeInTheDocument();
  });

  it('records the package with the enquiry and confirms it', async () => {
    const bodies = acceptMessages();
    const user = userEvent.setup();
    renderAt('/eachpackage?id=h1');
    await screen.findByRole('heading', { level: 1, name: 'Premium Hajj 2026' });
    await sendEnquiry(user);
    expect(await screen.findByRole('alertdialog', { name: 'Success!' })).toHaveTextContent(
      'Your message has been sent.',
    );
    expect(bodies).toEqual([
      { ...VISITOR, category: 'hajjmessage', packageId: 'h1', packageTitle: 'Premium Hajj 2026' },
    ]);
  });

  it("shows 'Error!' with the server's message on failure", async () => {
    failMessages({ message: 'Enter a valid email address.' });
    const user = userEvent.setup();
    renderAt('/eachpackage?id=v1');
    await screen.findByRole('heading', { level: 1, name: 'Vacation 1' });
    await sendEnquiry(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      'Enter a valid email address.',
    );
  });
});

describe('Single package, as the server sends it', () => {
  const page = (
    <Routes>
      <Route path="/eachpackage" element={<SinglePackagePage />} />
    </Routes>
  );
  /** The page's text outside <noscript> (what shows while, or once, the app runs). */
  const shownText = (document: Document) => {
    for (const note of document.querySelectorAll('noscript')) note.remove();
    return document.body.textContent ?? '';
  };
  const served = async (route: string) => {
    const data = await prepared(route);
    return { data, document: await renderOnServer(page, route, data.initialData) };
  };

  it.each([
    ['a malformed id', '/eachpackage?id=doesnotexist', 400],
    ['an unknown id', '/eachpackage?id=0123456789abcdef01234567', 404],
  ])('says at once that %s names no package, without a loader', async (_what, route, status) => {
    server.use(
      http.get(apiPath('/packages/:id'), () =>
        HttpResponse.json({ message: status === 400 ? 'Invalid id.' : 'Package not found.' }, { status }),
      ),
    );
    const { data, document } = await served(route);
    expect(data.status).toBe(404);
    expect(document.querySelector('h1')?.textContent).toBe('Package not found');
    expect(shownText(document)).not.toContain('Loading this page');
  });

  it('shows the package the link names', async () => {
    const { document } = await served('/eachpackage?id=v3');
    expect(document.querySelector('h1')?.textContent).toBe('Vacation 3');
  });

  it('does not say "No package selected" when the id may be in the visitor’s storage, which only the browser reads', async () => {
    const { document } = await served('/eachpackage');
    expect(document.querySelector('h1')?.textContent).toBe('Package details');
    expect(shownText(document)).not.toContain('No package selected');
  });
});
