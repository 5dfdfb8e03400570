import type { Subscriber } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import Papa from 'papaparse';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import { catchDownloads } from '../../../test/downloads';
import { at, objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';
import { subscribersCsv } from './subscribers-csv';

const subscriber = (n: number, email = `reader${n}@example.com`): Subscriber => ({
  id: objectId(n),
  email,
  createdAt: at(n),
});

const serveSubscribers = (list: Subscriber[]) =>
  server.use(http.get('*/api/newsletter', () => HttpResponse.json(list)));

const table = () => screen.getByRole('table', { name: 'Newsletter subscribers' });
const emailsShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Newsletter', () => {
  it('shows 5 subscribers a page under ID, Email, Date Added, Actions with Previous/Next and "Page X of Y"', async () => {
    serveSubscribers(Array.from({ length: 7 }, (_, index) => subscriber(index + 1)));
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
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(emailsShown()).toEqual(['reader6@example.com', 'reader7@example.com']);
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(/^6/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches e-mails case-insensitively, back on page 1, and says "No emails found"', async () => {
    serveSubscribers([
      ...Array.from({ length: 6 }, (_, index) => subscriber(index + 1)),
      subscriber(7, 'Amina.Bello@Mail.ng'),
    ]);
    const { user } = renderAdmin('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'amina.BELLO');
    expect(emailsShown()).toEqual(['Amina.Bello@Mail.ng']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'x');
    expect(within(table()).getByText('No emails found')).toBeInTheDocument();
  });

  it('says "Failed to fetch newsletter emails" when the list cannot load', async () => {
    server.use(http.get('*/api/newsletter', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin('/admin/newsletter');
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent(
      'Failed to fetch newsletter emails',
    );
  });

  it('deletes a subscriber after "Are you sure? This will permanently remove the subscriber"', async () => {
    let list = [subscriber(1), subscriber(2)];
    server.use(
      http.get('*/api/newsletter', () => HttpResponse.json(list)),
      http.delete('*/api/newsletter/:id', ({ params }) => {
        list = list.filter((item) => item.id !== params.id);
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
    expect(emailsShown()).toEqual(['reader2@example.com']);
  });

  it('says "Failed to delete subscriber" when the delete fails', async () => {
    serveSubscribers([subscriber(1)]);
    server.use(http.delete('*/api/newsletter/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin('/admin/newsletter');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answerConfirm(user, 'Are you sure?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to delete subscriber');
  });

  it('downloads newsletter_subscribers.csv only after "Download CSV?" is confirmed', async () => {
    serveSubscribers([subscriber(1)]);
    const saved = catchDownloads();
    const { user } = renderAdmin('/admin/newsletter');
    await screen.findByText('reader1@example.com');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await answerConfirm(user, 'Download CSV?', false);
    expect(saved).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await answerConfirm(user, 'Download CSV?');
    expect(await findAlert('Downloaded')).toHaveTextContent('Newsletter list downloaded');
    expect(saved.map((file) => file.name)).toEqual(['newsletter_subscribers.csv']);
    expect(await saved[0]?.blob.text()).toBe(`"Email","Date Added"\r\n"reader1@example.com","${at(1)}"`);
  });
});

describe('the subscribers CSV', () => {
  it('has the Email and Date Added columns, an empty date when unknown, and safe quoting', () => {
    const csv = subscribersCsv([
      subscriber(1, 'plain@example.com'),
      { ...subscriber(2, '=HYPERLINK("http://evil")@x.com'), createdAt: '' },
      subscriber(3, '+cmd@example.com'),
      subscriber(4, 'quote"in@example.com'),
    ]);
    const { data } = Papa.parse<string[]>(csv);
    expect(data).toEqual([
      ['Email', 'Date Added'],
      ['plain@example.com', at(1)],
      [`'=HYPERLINK("http://evil")@x.com`, ''],
      [`'+cmd@example.com`, at(3)],
      ['quote"in@example.com', at(4)],
    ]);
  });
});
