import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { clock, findCarousel } from '../../../test/carousel';
import { acceptMessages, failMessages, refuseMessages, sendEnquiry, VISITOR } from '../../../test/enquiry';
import { apiPath, makeDeparture, makePackage, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import { setWindowWidth } from '../../../test/window-width';
import HajjPage from './HajjPage';

describe('Hajj page', () => {
  it('is titled Destination Details and lists the Hajj plans with features, price and days', async () => {
    renderPage(<HajjPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Destination Details' })).toBeInTheDocument();
    const plan = (await screen.findByRole('heading', { level: 3, name: 'Premium Hajj 2026' })).closest(
      'article',
    );
    if (!plan) throw new Error('no plan card');
    expect(within(plan).getByRole('heading', { name: 'Package Features' })).toBeInTheDocument();
    expect(within(plan).getByText('Flights')).toBeInTheDocument();
    expect(within(plan).getByText('₦9,500,000')).toBeInTheDocument();
    expect(within(plan).getByText('1 Person')).toBeInTheDocument();
    expect(within(plan).getByText('7 days')).toBeInTheDocument();
    expect(screen.queryByText('Ramadan Umrah')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hajj package flier 1' })).toHaveAttribute('src', '/api/media/f1');
    expect(screen.getAllByRole('img', { name: /flier/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View Other Packages' })).toHaveAttribute(
      'href',
      '/otherpackages',
    );
    expect(await screen.findByRole('region', { name: 'Previous Hajj experiences' })).toBeInTheDocument();
  });

  it('leads from each plan to its page, saying from what price and when its next departure leaves', async () => {
    server.use(
      http.get(apiPath('/packages/:id/departures'), ({ params }) =>
        HttpResponse.json(params.id === 'h1' ? [makeDeparture({ id: 'd1', packageId: 'h1' })] : []),
      ),
    );
    renderPage(<HajjPage />);
    const plan = (await screen.findByRole('heading', { level: 3, name: 'Premium Hajj 2026' })).closest(
      'article',
    );
    if (!plan) throw new Error('no plan card');
    expect(
      await within(plan).findByText('from ₦8,500,000 · next departure 12 Sept 2026'),
    ).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'MORE DETAILS about Premium Hajj 2026' })).toHaveAttribute(
      'href',
      '/eachpackage?id=h1',
    );
  });

  it('is sent from the server with each plan’s departures, and rendered again when they change', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/packages/:id/departures'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json([makeDeparture({ id: 'd1', packageId: String(params.id) })]);
      }),
    );
    const served = await prepared('/hajjpackage');
    expect(asked).toEqual(['h1']);
    expect(served.content).toContain('departures');
    const page = await renderOnServer(<HajjPage />, '/hajjpackage', served.initialData);
    expect(page.querySelector('article')?.textContent).toContain(
      'from ₦8,500,000 · next departure 12\u00a0Sept\u00a02026',
    );
  });

  it('moves the pictures of previous experiences on every 3 seconds, back to the first after the last', async () => {
    const images = ['a', 'b', 'c'].map((id) => `/api/media/${id}`);
    server.use(
      http.get(apiPath('/packages'), () =>
        HttpResponse.json([makePackage({ id: 'h1', title: 'Hajj 2026', category: 'hajj', images })]),
      ),
    );
    jest.useFakeTimers();
    setWindowWidth(375);
    renderPage(<HajjPage />);
    const carousel = await findCarousel('Previous Hajj experiences');
    const shown = () =>
      within(carousel)
        .getAllByRole('img')
        .map((picture) => picture.getAttribute('alt'));
    const at = clock();
    const seen = [shown()];
    for (const turn of [1, 2, 3]) {
      at(turn * 3000 - 100);
      expect(shown()).toEqual(seen.at(-1));
      at(turn * 3000 + 400);
      seen.push(shown());
    }
    expect(seen).toEqual(['1 of 3', '2 of 3', '3 of 3', '1 of 3'].map((place) => [`Hajj 2026 (${place})`]));
    jest.useRealTimers();
  });

  it('shows the season fare when the current record has a price', async () => {
    server.use(
      http.get(apiPath('/hajj/getcurrent'), () => HttpResponse.json({ price: 8_000_000, numberOfPeople: 3 })),
    );
    renderPage(<HajjPage />);
    expect(await screen.findByText('₦8,000,000')).toBeInTheDocument();
  });

  it('sends a hajjmessage and confirms it', async () => {
    const bodies = acceptMessages();
    const user = userEvent.setup();
    renderPage(<HajjPage />);
    await sendEnquiry(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Your message has been sent.');
    expect(bodies).toEqual([{ ...VISITOR, category: 'hajjmessage' }]);
  });

  it("shows 'Error!' with the server's message on failure", async () => {
    failMessages();
    const user = userEvent.setup();
    renderPage(<HajjPage />);
    await sendEnquiry(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      'Too many messages, try later.',
    );
  });

  it("shows a refused field's message at the field, and 'Error!' for what no field can show", async () => {
    refuseMessages([
      { path: ['email'], message: 'Enter a valid email address.' },
      { path: ['category'], message: 'Choose what the message is about.' },
    ]);
    const user = userEvent.setup();
    renderPage(<HajjPage />);
    await sendEnquiry(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      'Enter a valid email address.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
  });

  it('shows an empty state when packages and fliers fail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath('/packages'), () => HttpResponse.json({}, { status: 500 })),
      http.get(apiPath('/hajj/getallimages'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderPage(<HajjPage />);
    expect(
      await screen.findByText('Hajj plans for the coming season will be published soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /flier/ })).not.toBeInTheDocument();
  });
});
