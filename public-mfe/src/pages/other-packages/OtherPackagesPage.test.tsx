import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiPath, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render';
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
