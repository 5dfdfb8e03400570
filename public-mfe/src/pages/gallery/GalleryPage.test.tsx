import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiPath, galleryItems, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import GalleryPage from './GalleryPage';
import { useGalleryPaging } from './useGalleryPaging';

const tileNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('img')
    .map((image) => image.getAttribute('alt'));

function setUp(images = 20, videos = 0) {
  server.use(
    http.get(apiPath('/gallery/images'), () => HttpResponse.json(galleryItems(images))),
    http.get(apiPath('/gallery/videos'), () => HttpResponse.json(galleryItems(videos, 'video'))),
  );
  const user = userEvent.setup();
  renderPage(<GalleryPage />);
  return user;
}

describe('Gallery', () => {
  it('shows 2 rows of 3 by default, sorted by order, with Prev disabled on the first page', async () => {
    setUp(20);
    await waitFor(() => expect(tileNames()).toHaveLength(6));
    // Listed in reverse order by the server: order 1 is 'Picture 20'.
    expect(tileNames()).toEqual([
      'Picture 20',
      'Picture 19',
      'Picture 18',
      'Picture 17',
      'Picture 16',
      'Picture 15',
    ]);
    expect(screen.getByLabelText('Rows per page')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(4);
    // The first picture opens the page: fetched first; the others wait until they are near.
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('offers 1 to 7 rows; a change sets the page size to rows × 3 and goes back to page 1', async () => {
    const user = setUp(20);
    await waitFor(() => expect(tileNames()).toHaveLength(6));
    const select = screen.getByLabelText('Rows per page');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(select, '5');
    expect(tileNames()).toHaveLength(15);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(select, '7');
    expect(tileNames()).toHaveLength(20);
    expect(screen.queryByRole('navigation', { name: 'Gallery pages' })).not.toBeInTheDocument();
  });

  it('moves a page only within range, scrolls to 400 px, and disables Next on the last page', async () => {
    const user = setUp(8);
    await waitFor(() => expect(tileNames()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 400, behavior: 'smooth' });
    expect(tileNames()).toEqual(['Picture 2', 'Picture 1']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
  });

  it('shows no pagination with a single page', async () => {
    setUp(5);
    await waitFor(() => expect(tileNames()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('goes back to page 1 on a tab switch and shows videos with a poster that play inline on click', async () => {
    const user = setUp(20, 8);
    await waitFor(() => expect(tileNames()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const play = screen.getAllByRole('button', { name: /^Play video/ });
    expect(play).toHaveLength(6);
    expect(document.querySelector('video')).toBeNull();
    await user.click(play[0] as HTMLElement);
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('src', '/api/media/video-8');
    // No poster from the server: the fallback picture.
    expect(video).toHaveAttribute('poster', 'test-file-stub');
  });

  it('opens an image full size and closes it on a click', async () => {
    const user = setUp(3);
    await waitFor(() => expect(tileNames()).toHaveLength(3));
    await user.click(screen.getAllByRole('button', { name: /open full size/ })[0] as HTMLElement);
    await user.click(await screen.findByTestId('image-lightbox'));
    await waitFor(() => expect(screen.queryByTestId('image-lightbox')).not.toBeInTheDocument());
  });

  it('shows an empty state when the lists fail to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiPath('/gallery/images'), () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    renderPage(<GalleryPage />);
    expect(await screen.findByText('No pictures to show yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(screen.getByText('No videos to show yet.')).toBeInTheDocument();
  });
});

describe('useGalleryPaging', () => {
  it('ignores a page move outside the range and does not scroll', async () => {
    const { result } = renderHook(() => useGalleryPaging(10), {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    act(() => result.current.goTo(0));
    act(() => result.current.goTo(3));
    expect(result.current.page).toBe(1);
    expect(result.current.pageCount).toBe(2);
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => result.current.goTo(2));
    expect(result.current.page).toBe(2);
  });
});

/** The page's address, as the app keeps it. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

describe('Gallery in the address', () => {
  it('keeps the tab, the rows and the page in the address, and opens at them when shared', async () => {
    server.use(
      http.get(apiPath('/gallery/images'), () => HttpResponse.json(galleryItems(20))),
      http.get(apiPath('/gallery/videos'), () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderPage(
      <Routes>
        <Route
          path="/gallery"
          element={
            <>
              <GalleryPage />
              <Address />
            </>
          }
        />
      </Routes>,
      '/gallery?rows=1&page=3',
    );
    await waitFor(() => expect(tileNames()).toEqual(['Picture 14', 'Picture 13', 'Picture 12']));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?rows=1&page=4');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '3');
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\?rows=3$/);
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\?rows=3&tab=videos$/);
  });

  it('is sent from the server with links to every page, rows and tab, for a browser without scripts', async () => {
    server.use(http.get(apiPath('/gallery/images'), () => HttpResponse.json(galleryItems(7))));
    const { initialData } = await prepared('/gallery?rows=1&page=2');
    const page = await renderOnServer(<GalleryPage />, '/gallery?rows=1&page=2', initialData);
    const links = (label: string) =>
      [...(page.querySelector(`[aria-label="${label}"]`)?.querySelectorAll('a') ?? [])].map((link) =>
        link.getAttribute('href'),
      );
    expect(links('Gallery pages')).toEqual([
      '/gallery?rows=1',
      '/gallery?rows=1',
      '/gallery?rows=1&page=2',
      '/gallery?rows=1&page=3',
      '/gallery?rows=1&page=3',
    ]);
    expect(links('Gallery media')).toEqual(['/gallery?rows=1', '/gallery?rows=1&tab=videos']);
    expect(page.querySelector('[aria-current="page"][aria-label="Page 2"]')).not.toBeNull();
    expect([...page.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'Picture 4',
      'Picture 3',
      'Picture 2',
    ]);
  });
});
