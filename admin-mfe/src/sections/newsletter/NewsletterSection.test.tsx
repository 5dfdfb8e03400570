import type { Subscriber } from '@safa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import { catchDownloads } from '../../../test/downloads';
import { listAnswer, queriesOf } from '../../../test/list-answers';
import { at, objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';

const subscriber = (n: number, email = `reader${n}@example.com`): Subscriber => ({
  id: objectId(n),
  email,
  createdAt: at(n),
});

/** The subscribers as the BFF keeps them (in the order given), searched by e-mail, a page at a time. */
function serveSubscribers(initial: Subscriber[]) {
  const store = { list: initial, requests: [] as Request[] };
  server.use(
    http.get('*/api/newsletter', ({ request }) => {
      store.requests.push(request);
      return listAnswer(request, store.list, (item) => [item.email]);
    }),
  );
  return store;
}

const table = () => screen.getByRole('table', { name: 'Newsletter subscribers' });
const emailsShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Newsletter', () => {
  it('shows 5 subscribers a page under ID, Email, Date Added, Actions with Previous/Next and "Page X of Y", asking the BFF for one page at a time', async () => {
    const { requests } = serveSubscribers(Array.from({ length: 7 }, (_, index) => subscriber(index + 1)));
    const { user } = renderAdmin('/admin/newsletter');

    expect(await screen.findByText('reader1@example.com')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Email', 'Date Added', 'Actions']);
    expect(emailsShown()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(emailsShown()).toEqual(['reader6@example.com', 'reader7@example.com']);
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(/^6/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(queriesOf(requests)).toEqual(['page=1&pageSize=5', 'page=2&pageSize=5']);
  });

  it('searches e-mails case-insensitively, back on page 1, and says "No emails found"', async () => {
    const { requests } = serveSubscribers([
      ...Array.from({ length: 6 }, (_, index) => subscriber(index + 1)),
      subscriber(7, 'Amina.Bello@Mail.ng'),
    ]);
    const { user } = renderAdmin('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'amina.BELLO');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(emailsShown()).toEqual(['Amina.Bello@Mail.ng']);
    expect(queriesOf(requests).at(-1)).toBe('search=amina.BELLO&page=1&pageSize=5');

    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'x');
    expect(await within(table()).findByText('No emails found')).toBeInTheDocument();
  });

  it('shows the sign-ups the dashboard links to: those since a day', async () => {
    const { requests } = serveSubscribers([subscriber(2)]);
    renderAdmin('/admin/newsletter?since=2025-01-02T00%3A00%3A00.000Z');
    expect(await screen.findByText('reader2@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing subscribers since');
    expect(queriesOf(requests)).toEqual(['since=2025-01-02T00%3A00%3A00.000Z&page=1&pageSize=5']);
  });

  it('says "Failed to fetch newsletter emails" when the list cannot load', async () => {
    server.use(http.get('*/api/newsletter', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin('/admin/newsletter');
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent(
      'Failed to fetch newsletter emails',
    );
  });

  it('deletes a subscriber after "Are you sure? This will permanently remove the subscriber"', async () => {
    const store = serveSubscribers([subscriber(1), subscriber(2)]);
    server.use(
      http.delete('*/api/newsletter/:id', ({ params }) => {
        store.list = store.list.filter((item) => item.id !== params.id);
        return HttpResponse.json({ id: params.id, message: 'Deleted' });
      }),
    );
    const { user } = renderAdmin('/admin/newsletter');
    const row = (await screen.findByText('reader1@example.com')).closest('tr');
    if (!row) throw new Error('no row');

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent(
      'This will permanently remove the subscriber',
    );
    await answerConfirm(user, 'Are you sure?');
    await dismissAlert(user, 'Deleted!');
    await waitFor(() => expect(emailsShown()).toEqual(['reader2@example.com']));
  });

  it('shows the page the BFF answers once the last row of the last page is deleted: the one before', async () => {
    const store = serveSubscribers(Array.from({ length: 6 }, (_, index) => subscriber(index + 1)));
    server.use(
      http.delete('*/api/newsletter/:id', ({ params }) => {
        store.list = store.list.filter((item) => item.id !== params.id);
        return HttpResponse.json({ id: params.id, message: 'Deleted' });
      }),
    );
    const { user } = renderAdmin('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('reader6@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, 'Are you sure?');
    await dismissAlert(user, 'Deleted!');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(emailsShown()).toHaveLength(5);
    expect(queriesOf(store.requests).at(-1)).toBe('page=2&pageSize=5');
  });

  it('says "Failed to delete subscriber" when the delete fails', async () => {
    serveSubscribers([subscriber(1)]);
    server.use(http.delete('*/api/newsletter/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answerConfirm(user, 'Are you sure?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to delete subscriber');
  });

  it('downloads every subscriber as the BFF writes them, only after "Download CSV?" is confirmed', async () => {
    serveSubscribers([subscriber(1)]);
    const csv = `"Email","Date Added"\r\n"reader1@example.com","${at(1)}"`;
    const exports = jest.fn();
    server.use(
      http.get('*/api/newsletter/export', () => {
        exports();
        return new HttpResponse(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="newsletter_subscribers.csv"',
          },
        });
      }),
    );
    const saved = catchDownloads();
    const { user } = renderAdmin('/admin/newsletter');
    await screen.findByText('reader1@example.com');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Download CSV?' })).toHaveTextContent(
      'Every subscriber will be saved as newsletter_subscribers.csv.',
    );
    await answerConfirm(user, 'Download CSV?', false);
    expect(exports).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await answerConfirm(user, 'Download CSV?');
    expect(await findAlert('Downloaded')).toHaveTextContent('Newsletter list downloaded');
    expect(saved.map((file) => file.name)).toEqual(['newsletter_subscribers.csv']);
    expect(await saved[0]?.blob.text()).toBe(csv);
  });

  it('says "Failed to download the newsletter list" when the export fails', async () => {
    serveSubscribers([subscriber(1)]);
    server.use(http.get('*/api/newsletter/export', () => HttpResponse.json({}, { status: 503 })));
    const { user } = renderAdmin('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await answerConfirm(user, 'Download CSV?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to download the newsletter list');
  });
});
