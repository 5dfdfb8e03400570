import type { Message } from '@safa/contract';
import { formatDate } from '@safa/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import { listAnswer, queriesOf } from '../../../test/list-answers';
import { at, objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';

const message = (n: number, overrides: Partial<Message> = {}): Message => ({
  id: objectId(n),
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: `0803000000${n}`,
  category: 'contactmessage',
  message: `Question number ${n}`,
  status: 'Unresponded',
  createdAt: at(n),
  ...overrides,
});

/** Kept by the BFF when the query's filters allow it: status, category, package, since. */
const allowedBy = (query: URLSearchParams) => (message: Message) =>
  (['status', 'category', 'packageId'] as const).every(
    (filter) => !query.has(filter) || message[filter] === query.get(filter),
  ) && message.createdAt >= (query.get('since') ?? '');

/** The enquiries as the BFF keeps them: filtered, newest first, searched by name or e-mail, a page at a time. */
function serveMessages(initial: Message[]) {
  const store = { list: initial, requests: [] as Request[] };
  server.use(
    http.get('*/api/messages', ({ request }) => {
      store.requests.push(request);
      const shown = store.list
        .filter(allowedBy(new URL(request.url).searchParams))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return listAnswer(request, shown, (message) => [message.name, message.email]);
    }),
  );
  return store;
}

const table = () => screen.getByRole('table', { name: 'Contact messages' });
const namesShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('Contact Messages', () => {
  it('lists newest first, 5 a page, under Name, Email, Category, Date, Status, Actions, asking the BFF for one page at a time', async () => {
    const { requests } = serveMessages(Array.from({ length: 6 }, (_, index) => message(index + 1)));
    const { user } = renderAdmin('/admin/messages');

    expect(await screen.findByRole('heading', { name: 'Contact Messages' })).toBeInTheDocument();
    await screen.findByText('Visitor 6');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Category', 'Date', 'Status', 'Actions']);
    expect(namesShown()).toEqual(['Visitor 6', 'Visitor 5', 'Visitor 4', 'Visitor 3', 'Visitor 2']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(namesShown()).toEqual(['Visitor 1']);
    expect(queriesOf(requests)).toEqual(['page=1&pageSize=5', 'page=2&pageSize=5']);
  });

  it('filters by status and searches name or e-mail case-insensitively; says "No messages found"', async () => {
    serveMessages([
      message(1, { name: 'Amina Bello', status: 'Responded' }),
      message(2, { name: 'Tunde Ade', email: 'TUNDE@mail.ng' }),
      message(3, { name: 'Kemi Ola' }),
    ]);
    const { user } = renderAdmin('/admin/messages');
    await screen.findByText('Amina Bello');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Responded', 'Unresponded']);

    await user.selectOptions(status, 'Responded');
    await waitFor(() => expect(namesShown()).toEqual(['Amina Bello']));
    await user.selectOptions(status, 'Unresponded');
    await waitFor(() => expect(namesShown()).toEqual(['Kemi Ola', 'Tunde Ade']));

    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await user.type(search, 'tunde@');
    await waitFor(() => expect(namesShown()).toEqual(['Tunde Ade']));
    await user.selectOptions(status, 'All Status');
    await user.clear(search);
    await user.type(search, 'kemi');
    await waitFor(() => expect(namesShown()).toEqual(['Kemi Ola']));
    await user.type(search, 'zzz');
    expect(await within(table()).findByText('No messages found')).toBeInTheDocument();
  });

  it('sends a search once typing pauses, back on page 1, with the filters of the address', async () => {
    const { requests } = serveMessages(Array.from({ length: 12 }, (_, index) => message(index + 1)));
    const { user } = renderAdmin('/admin/messages?status=Unresponded');
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'Visitor 1');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(namesShown()).toEqual(['Visitor 12', 'Visitor 11', 'Visitor 10', 'Visitor 1']);
    expect(queriesOf(requests)).toEqual([
      'status=Unresponded&page=1&pageSize=5',
      'status=Unresponded&page=2&pageSize=5',
      'status=Unresponded&search=Visitor+1&page=1&pageSize=5',
    ]);
  });

  it('offers Responded only for Unresponded messages, after "Mark as Responded? This action cannot be undone."', async () => {
    const store = serveMessages([
      message(1, { name: 'Done Already', status: 'Responded' }),
      message(2, { name: 'Waiting' }),
    ]);
    const patched = jest.fn();
    server.use(
      http.patch('*/api/messages/:id/respond', ({ params }) => {
        patched(params.id);
        store.list = store.list.map((item) =>
          item.id === params.id ? { ...item, status: 'Responded' } : item,
        );
        return HttpResponse.json(store.list.find((item) => item.id === params.id));
      }),
    );
    const { user } = renderAdmin('/admin/messages');
    await screen.findByText('Waiting');
    expect(
      within(rowOf('Done Already')).queryByRole('button', { name: 'Responded' }),
    ).not.toBeInTheDocument();

    await user.click(within(rowOf('Waiting')).getByRole('button', { name: 'Responded' }));
    expect(await screen.findByRole('dialog', { name: 'Mark as Responded?' })).toHaveTextContent(
      'This action cannot be undone.',
    );
    await answerConfirm(user, 'Mark as Responded?', false);
    expect(patched).not.toHaveBeenCalled();

    await user.click(within(rowOf('Waiting')).getByRole('button', { name: 'Responded' }));
    await answerConfirm(user, 'Mark as Responded?');
    await dismissAlert(user, 'Message marked as responded');
    expect(patched).toHaveBeenCalledWith(objectId(2));
    expect(within(rowOf('Waiting')).getByText('Responded')).toBeInTheDocument();
    expect(within(rowOf('Waiting')).queryByRole('button', { name: 'Responded' })).not.toBeInTheDocument();
  });

  it('says "Failed to update status" when marking fails', async () => {
    serveMessages([message(1)]);
    server.use(http.patch('*/api/messages/:id/respond', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'Responded' }));
    await answerConfirm(user, 'Mark as Responded?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to update status');
  });

  it('says "Failed to load messages" when the list cannot load', async () => {
    server.use(http.get('*/api/messages', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin('/admin/messages');
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to load messages');
  });

  it('View opens "Message Details" with name, e-mail, phone, date and time, the message and its package', async () => {
    serveMessages([
      message(1, {
        name: 'Amina Bello',
        category: 'hajjmessage',
        packageTitle: 'Hajj 2026 Premium',
        message: 'Is there a payment plan?',
      }),
    ]);
    const { user } = renderAdmin('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'View' }));

    const details = await screen.findByRole('dialog', { name: 'Message Details' });
    for (const text of [
      'Amina Bello',
      'visitor1@example.com',
      '08030000001',
      formatDate(at(1), true),
      'Is there a payment plan?',
      'Hajj 2026 Premium',
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Message Details' })).not.toBeInTheDocument();
  });

  it('answers in one tap: WhatsApp at the international number, e-mail and call, then offers Responded', async () => {
    const patched = jest.fn();
    serveMessages([
      message(1, { name: 'Amina Bello', phone: '0803 123 4567', packageTitle: 'Ramadan Umrah Package' }),
    ]);
    server.use(
      http.patch('*/api/messages/:id/respond', ({ params }) => {
        patched(params.id);
        return HttpResponse.json(message(1, { status: 'Responded' }));
      }),
    );
    const { user } = renderAdmin('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Message Details' });

    const whatsApp = within(details).getByRole('link', { name: 'Reply on WhatsApp' });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/2348031234567?text=${encodeURIComponent('Hello Amina, thank you for your enquiry about our Ramadan Umrah Package. ')}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(within(details).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^mailto:visitor1%40example\.com\?subject=Re%3A%20your%20enquiry%20about%20our%20Ramadan/,
      ),
    );
    expect(within(details).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+2348031234567');

    whatsApp.addEventListener('click', (event) => event.preventDefault());
    await user.click(whatsApp);
    await answerConfirm(user, 'Mark as Responded?');
    await dismissAlert(user, 'Message marked as responded');
    expect(patched).toHaveBeenCalledWith(objectId(1));
  });

  it('offers no WhatsApp link for a number it cannot understand', async () => {
    serveMessages([message(1, { phone: 'ask at the desk' })]);
    const { user } = renderAdmin('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(within(details).queryByRole('link', { name: 'Reply on WhatsApp' })).not.toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Reply by e-mail' })).toBeInTheDocument();
  });

  it('marks a reply sent on WhatsApp, linking to the booking of its phone, in the list and in its details', async () => {
    const booking = objectId(301);
    serveMessages([
      message(1),
      message(2, {
        name: 'Amina Bello',
        message: 'Is the hotel near the Haram?',
        via: 'whatsapp',
        bookingId: booking,
        bookingReference: 'SAFA-KKKK1',
      }),
      message(3, { name: 'Unknown Phone', email: '—', via: 'whatsapp' }),
    ]);
    const { user } = renderAdmin('/admin/messages');
    await screen.findByText('Amina Bello');
    expect(within(rowOf('Visitor 1')).queryByText('WhatsApp reply')).not.toBeInTheDocument();
    expect(within(rowOf('Unknown Phone')).getByText('WhatsApp reply')).toBeInTheDocument();
    expect(within(rowOf('Unknown Phone')).queryByRole('link', { name: /^Booking/ })).not.toBeInTheDocument();
    const reply = rowOf('Amina Bello');
    expect(within(reply).getByText('WhatsApp reply')).toBeInTheDocument();
    expect(within(reply).getByRole('link', { name: 'Booking SAFA-KKKK1' })).toHaveAttribute(
      'href',
      `/admin/bookings/${booking}`,
    );

    await user.click(within(reply).getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(details).toHaveTextContent('Sent asWhatsApp reply');
    expect(within(details).getByRole('link', { name: 'Booking SAFA-KKKK1' })).toHaveAttribute(
      'href',
      `/admin/bookings/${booking}`,
    );
  });

  it('shows the list the dashboard links to: one category this week', async () => {
    serveMessages([
      message(1, { name: 'Old Umrah', category: 'umrahmessage', createdAt: '2026-11-01T10:00:00.000Z' }),
      message(2, { name: 'New Umrah', category: 'umrahmessage', createdAt: '2026-11-20T10:00:00.000Z' }),
      message(3, { name: 'New Hajj', category: 'hajjmessage', createdAt: '2026-11-21T10:00:00.000Z' }),
    ]);
    const { user } = renderAdmin('/admin/messages?category=umrahmessage&since=2026-11-17T12%3A00%3A00.000Z');
    await screen.findByText('New Umrah');
    expect(namesShown()).toEqual(['New Umrah']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing Umrah enquiries, since');
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(namesShown()).toEqual(['New Hajj', 'New Umrah', 'Old Umrah']));
  });
});
