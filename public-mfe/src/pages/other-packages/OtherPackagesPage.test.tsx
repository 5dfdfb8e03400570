import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiPath, makeDeparture, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import OtherPackagesPage from './OtherPackagesPage';

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Vacation packages', () => {
  it('shows 6 of the packages that are neither Hajj nor Umrah, then pages by number', async () => {
    const user = userEvent.setup();
    renderPage(<OtherPackagesPage />);
    await waitFor(() => expect(titles()).toHaveLength(6));
    expect(titles()).toEqual([
      'Vacation 1',
      'Vacation 2',
      'Vacation 3',
      'Vacation 4',
      'Vacation 5',
      'Vacation 6',
    ]);
    expect(screen.getByLabelText('Rows per page')).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual(['Vacation 7', 'Vacation 8']);
  });

  it('is sent from the server with the departures of the packages of its page alone, on their cards', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/packages/:id/departures'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(
          params.id === 'v5' ? [makeDeparture({ id: 'd5', packageId: 'v5', departsOn: '2026-12-20' })] : [],
        );
      }),
    );
    const served = await prepared('/otherpackages?rows=3&page=2');
    expect(asked.sort()).toEqual(['v4', 'v5', 'v6']);
    const page = await renderOnServer(
      <OtherPackagesPage />,
      '/otherpackages?rows=3&page=2',
      served.initialData,
    );
    const cards = [...page.querySelectorAll('article')].map((card) => card.textContent ?? '');
    expect(cards[1]).toContain('from ₦8,500,000 · next departure 20\u00a0Dec\u00a02026');
    expect(cards[0]).not.toContain('next departure');
  });

  it('offers 3, 6 and 9 per page and goes back to page 1 on a change', async () => {
    const user = userEvent.setup();
    renderPage(<OtherPackagesPage />);
    await waitFor(() => expect(titles()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '3');
    expect(titles()).toEqual(['Vacation 1', 'Vacation 2', 'Vacation 3']);
    expect(screen.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '9');
    expect(titles()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('has MORE DETAILS links that store the id', async () => {
    const user = userEvent.setup();
    renderPage(<OtherPackagesPage />);
    const link = await screen.findByRole('link', { name: 'MORE DETAILS about Vacation 4' });
    expect(link).toHaveAttribute('href', '/eachpackage?id=v4');
    await user.click(link);
    expect(window.localStorage.getItem('packageId')).toBe('v4');
  });

  it('shows an empty state when the list fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiPath('/packages'), () => HttpResponse.json({}, { status: 503 })));
    renderPage(<OtherPackagesPage />);
    expect(await screen.findByText('New vacation packages are coming soon.')).toBeInTheDocument();
  });
});
