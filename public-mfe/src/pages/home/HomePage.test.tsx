import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { clock, findCarousel } from '../../../test/carousel';
import { apiPath, makeDeparture, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import { setWindowWidth } from '../../../test/window-width';
import { cacheKeyOf } from '../../api/page-query';
import HomePage from './HomePage';

/** The titles of the slides a carousel shows now (those out of view are hidden from everyone). */
const shownIn = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A drag of the mouse and a swipe of a finger across a carousel, right to left. */
function dragAcross(carousel: HTMLElement) {
  const list = carousel.querySelector('.slick-list') as HTMLElement;
  fireEvent.mouseDown(list, { clientX: 300, clientY: 10 });
  fireEvent.mouseMove(list, { clientX: 10, clientY: 10 });
  fireEvent.mouseUp(list, { clientX: 10, clientY: 10 });
  fireEvent.touchStart(list, { touches: [{ pageX: 300, pageY: 10 }] });
  fireEvent.touchMove(list, { touches: [{ pageX: 10, pageY: 10 }] });
  fireEvent.touchEnd(list, { changedTouches: [{ pageX: 10, pageY: 10 }] });
}

describe('Home', () => {
  it('shows the loader overlay while its data loads, then the hero, counters and links', async () => {
    renderPage(<HomePage />);
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Hajj packages' })).toHaveAttribute(
      'href',
      '/hajjpackage',
    );
    expect(screen.getByRole('img', { name: /sunrise/ })).toHaveAttribute('fetchpriority', 'high');
    for (const text of ['10+', '700+', '12+']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/about');
    // The gallery teaser and the carousel come as their own code (fetched near them in a browser).
    expect(await screen.findByRole('link', { name: 'See the full gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
    expect(await screen.findByRole('link', { name: 'View all vacation packages' })).toHaveAttribute(
      'href',
      '/otherpackages',
    );
  });

  it('shows the first 6 gallery images and opens one full size; a click on it closes it', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    const teaser = await screen.findByRole('region', { name: 'Moments from our journeys' });
    const tiles = await within(teaser).findAllByRole('button', { name: /open full size/ });
    expect(tiles).toHaveLength(6);
    expect(within(teaser).getByRole('img', { name: 'Picture 1' })).toHaveAttribute('loading', 'lazy');
    await user.click(tiles[0] as HTMLElement);
    const overlay = await screen.findByTestId('image-lightbox');
    expect(within(overlay).getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    await user.click(overlay);
    await waitFor(() => expect(screen.queryByTestId('image-lightbox')).not.toBeInTheDocument());
  });

  it('puts up to 6 packages that are neither Hajj nor Umrah in the carousel, with naira prices and Person/People', async () => {
    renderPage(<HomePage />);
    const carousel = await findCarousel('Vacation packages');
    expect(within(carousel).queryByText('Premium Hajj 2026')).not.toBeInTheDocument();
    expect(within(carousel).queryByText('Ramadan Umrah')).not.toBeInTheDocument();
    expect(within(carousel).getAllByText('Vacation 1').length).toBeGreaterThan(0);
    expect(within(carousel).queryByText('Vacation 7')).not.toBeInTheDocument();
    expect(within(carousel).getAllByText('₦1,500,000').length).toBeGreaterThan(0);
    expect(within(carousel).getAllByText('1 Person').length).toBeGreaterThan(0);
    expect(within(carousel).getAllByText('4 People').length).toBeGreaterThan(0);
    expect(within(carousel).getAllByText('7 days').length).toBeGreaterThan(0);
  });

  it('is sent from the server with the departures of the carousel’s packages, theirs alone asked', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/packages/:id/departures'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json([makeDeparture({ id: `d-${params.id}`, packageId: String(params.id) })]);
      }),
    );
    const served = await prepared('/');
    expect(asked.sort()).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
    expect(served.initialData.answers[cacheKeyOf({ name: 'listDepartures', id: 'v1' })]).toEqual([
      expect.objectContaining({ id: 'd-v1' }),
    ]);
  });

  it('stores the package id under packageId when MORE DETAILS is followed', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    const carousel = await findCarousel('Vacation packages');
    const link = within(carousel).getAllByRole('link', {
      name: 'MORE DETAILS about Vacation 2',
    })[0] as HTMLElement;
    expect(link).toHaveAttribute('href', '/eachpackage?id=v2');
    await user.click(link);
    expect(window.localStorage.getItem('packageId')).toBe('v2');
  });

  it('shows empty states, not a crash, when packages and gallery fail to load', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath('/packages'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(apiPath('/gallery/images'), () => HttpResponse.error()),
    );
    renderPage(<HomePage />);
    expect(await screen.findByText('New vacation packages are coming soon.')).toBeInTheDocument();
    expect(
      await screen.findByText('Our gallery is being updated. Please check back soon.'),
    ).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
  });

  it('shows empty states when there are no packages or images yet', async () => {
    server.use(
      http.get(apiPath('/packages'), () => HttpResponse.json([])),
      http.get(apiPath('/gallery/images'), () => HttpResponse.json([])),
    );
    renderPage(<HomePage />);
    expect(await screen.findByText('New vacation packages are coming soon.')).toBeInTheDocument();
    expect(screen.getByText('Our gallery is being updated. Please check back soon.')).toBeInTheDocument();
  });

  it('shows the package slides as a plain row until the carousel code has loaded', async () => {
    renderPage(<HomePage />);
    const preview = await screen.findByTestId('slide-preview');
    expect(
      within(preview)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Vacation 1', 'Vacation 2', 'Vacation 3', 'Vacation 4', 'Vacation 5', 'Vacation 6']);
    await findCarousel('Vacation packages');
  });

  it('shows the three testimonials with five stars, names, Nigerian cities and pictures with alt text', async () => {
    renderPage(<HomePage />);
    const carousel = await findCarousel('Testimonials');
    for (const heading of [
      'Pilgrimage With Peace of Mind',
      'A Perfect Holiday',
      'Traveling the Road to Forever',
    ]) {
      expect(
        within(carousel).getAllByRole('heading', { name: heading, hidden: true }).length,
      ).toBeGreaterThan(0);
    }
    expect(within(carousel).getAllByText('Testimonial').length).toBeGreaterThanOrEqual(3);
    expect(
      within(carousel).getAllByRole('img', { name: 'Rated 5 out of 5', hidden: true }).length,
    ).toBeGreaterThanOrEqual(3);
    expect(within(carousel).getAllByText(/, Nigeria$/).length).toBeGreaterThanOrEqual(3);
    expect(within(carousel).getAllByAltText('Portrait of Aisha Bello').length).toBeGreaterThan(0);
    expect(screen.getByTestId('testimonials')).toHaveAttribute('data-revealed', 'true');
  });
});

describe('the vacation packages carousel', () => {
  it.each([
    [375, ['Vacation 1']],
    [639, ['Vacation 1']],
    [640, ['Vacation 1', 'Vacation 2']],
    [1023, ['Vacation 1', 'Vacation 2']],
    [1024, ['Vacation 1', 'Vacation 2', 'Vacation 3']],
  ])('shows, in a %d px window, %j', async (width, shown) => {
    setWindowWidth(width);
    renderPage(<HomePage />);
    expect(shownIn(await findCarousel('Vacation packages'))).toEqual(shown);
  });

  it('moves on by one package every 5 seconds, and neither a drag nor a swipe moves it', async () => {
    jest.useFakeTimers();
    setWindowWidth(1280);
    renderPage(<HomePage />);
    const carousel = await findCarousel('Vacation packages');
    const at = clock();
    dragAcross(carousel);
    at(4900);
    expect(shownIn(carousel)).toEqual(['Vacation 1', 'Vacation 2', 'Vacation 3']);
    at(5400);
    expect(shownIn(carousel)).toEqual(['Vacation 2', 'Vacation 3', 'Vacation 4']);
    jest.useRealTimers();
  });
});

describe('the testimonials', () => {
  it('move on every 5 seconds, one at a time, back to the first after the last, even under the pointer or the focus', async () => {
    jest.useFakeTimers();
    renderPage(<HomePage />);
    const carousel = await findCarousel('Testimonials');
    const testimonial = within(carousel).getByRole('heading', { level: 3 });
    fireEvent.mouseOver(testimonial);
    fireEvent.focus(testimonial.closest('.slick-slide') as HTMLElement);
    const at = clock();
    const seen = [shownIn(carousel)];
    for (const turn of [1, 2, 3]) {
      at(turn * 5000 - 100);
      expect(shownIn(carousel)).toEqual(seen.at(-1));
      at(turn * 5000 + 400);
      seen.push(shownIn(carousel));
    }
    expect(seen).toEqual([
      ['Pilgrimage With Peace of Mind'],
      ['A Perfect Holiday'],
      ['Traveling the Road to Forever'],
      ['Pilgrimage With Peace of Mind'],
    ]);
    jest.useRealTimers();
  });
});

describe('Home, as the server sends it', () => {
  it('carries the three testimonials, visible without scripts', async () => {
    const page = await renderOnServer(<HomePage />);
    const testimonials = page.querySelector('[data-testid="testimonials"]');
    expect([...(testimonials?.querySelectorAll('h3') ?? [])].map((heading) => heading.textContent)).toEqual([
      'Pilgrimage With Peace of Mind',
      'A Perfect Holiday',
      'Traveling the Road to Forever',
    ]);
    expect(testimonials?.getAttribute('data-revealed')).toBe('true');
  });
});
