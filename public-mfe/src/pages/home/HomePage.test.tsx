import type { Package } from '@safa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiPath, makePackage, PACKAGES, server } from '../../../test/msw-server';
import { renderOnServer, renderPage } from '../../../test/render';
import HomePage from './HomePage';
import { carouselPackages, packageCarouselSettings } from './PackageCarousel';
import { testimonialSettings } from './TestimonialCarousel';

/** The carousel once react-slick has replaced the preview row. */
async function findCarousel(name: string) {
  const isSlick = (region: HTMLElement) => region.querySelector('.slick-slider') !== null;
  await waitFor(() => expect(screen.getAllByRole('region', { name }).filter(isSlick)).toHaveLength(1), {
    timeout: 3000,
  });
  return screen.getByRole('region', { name });
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
    expect(screen.getByRole('link', { name: 'See the full gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: 'View all vacation packages' })).toHaveAttribute(
      'href',
      '/otherpackages',
    );
  });

  it('shows the first 6 gallery images and opens one full size; a click on it closes it', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    const teaser = screen.getByRole('region', { name: 'Moments from our journeys' });
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

describe('the carousels settings', () => {
  it('show 1 package under 640 px, 2 from 640 px and 3 from 1024 px, autoplay 5000 ms, no touch-drag', async () => {
    expect(packageCarouselSettings).toMatchObject({
      slidesToShow: 3,
      autoplay: true,
      autoplaySpeed: 5000,
      swipe: false,
      draggable: false,
      touchMove: false,
    });
    // react-slick breakpoints are inclusive max-widths.
    expect(packageCarouselSettings.responsive).toEqual([
      { breakpoint: 1023, settings: { slidesToShow: 2 } },
      { breakpoint: 639, settings: { slidesToShow: 1 } },
    ]);
  });

  it('loop the testimonials every 5000 ms without pausing on interaction', async () => {
    expect(testimonialSettings).toMatchObject({
      infinite: true,
      autoplay: true,
      autoplaySpeed: 5000,
      pauseOnHover: false,
      pauseOnFocus: false,
      pauseOnDotsHover: false,
    });
  });

  it('keep at most 6 packages that are neither Hajj nor Umrah, whatever the case of the category', async () => {
    // The server may send a category in any case (§3).
    const upperHajj = {
      ...makePackage({ id: 'H2', title: 'Hajj in capitals' }),
      category: 'HAJJ',
    } as unknown as Package;
    const mixed = [...PACKAGES, upperHajj];
    const chosen = carouselPackages(mixed);
    expect(chosen).toHaveLength(6);
    expect(chosen.map((item) => item.id)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
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
