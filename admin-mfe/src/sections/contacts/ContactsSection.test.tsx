import type { Contact, ContactInput } from '@safa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import { listAnswer, queriesOf } from '../../../test/list-answers';
import { at, objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';

const contacts: Contact[] = [
  { id: objectId(1), title: 'info@safa.example', category: 'Email', createdAt: at(2) },
  { id: objectId(2), title: '+234 803 000 0000', category: 'Phone', createdAt: at(3) },
];

/** The contacts as the BFF answers them: searched by title or category, never paginated. */
function serveContacts(list: Contact[] = contacts) {
  const requests: Request[] = [];
  server.use(
    http.get('*/api/messages/getallcontacts', ({ request }) => {
      requests.push(request);
      return listAnswer(request, list, (contact) => [contact.title, contact.category]);
    }),
  );
  return requests;
}

const table = () => screen.getByRole('table', { name: 'Contacts' });

describe('Contact Details', () => {
  it('lists the contacts under Title, Category, Created At and Actions, and has the BFF search them case-insensitively', async () => {
    const requests = serveContacts();
    const { user } = renderAdmin('/admin/contacts');

    expect(await screen.findByText('info@safa.example')).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Title', 'Category', 'Created At', 'Actions']);
    expect(screen.queryByRole('navigation', { name: /pages/i })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'SAFA');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    await user.clear(screen.getByRole('searchbox', { name: 'Search contacts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'nothing like it');
    expect(await within(table()).findByText('No contacts found')).toBeInTheDocument();
    expect(queriesOf(requests)).toEqual(['', 'search=SAFA', 'search=nothing+like+it']);
  });

  it('is the default section', async () => {
    serveContacts([]);
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Contact Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Details' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('No contacts found')).toBeInTheDocument();
  });

  it('warns "Error: Both fields are required." and sends nothing when a field is missing', async () => {
    serveContacts([]);
    const posted = jest.fn();
    server.use(http.post('*/api/messages/addcontacts', posted));
    const { user } = renderAdmin('/admin/contacts');

    await user.click(await screen.findByRole('button', { name: 'Add Contact' }));
    expect(await findAlert('Error')).toHaveTextContent('Both fields are required.');
    await dismissAlert(user, 'Error');

    await user.type(screen.getByLabelText('Title'), 'info@safa.example');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(await findAlert('Error')).toHaveTextContent('Both fields are required.');
    expect(posted).not.toHaveBeenCalled();
  });

  it('adds a contact, says "Contact added", clears the form and reloads the list', async () => {
    let list: Contact[] = [];
    server.use(
      http.get('*/api/messages/getallcontacts', () => HttpResponse.json(list)),
      http.post('*/api/messages/addcontacts', async ({ request }) => {
        const body = (await request.json()) as ContactInput;
        const created: Contact = { id: objectId(9), ...body, createdAt: at(5) };
        list = [created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/contacts');

    await user.type(await screen.findByLabelText('Title'), '  +234 803 111 2222 ');
    await user.selectOptions(screen.getByLabelText('Category'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    await dismissAlert(user, 'Contact added');
    expect(await within(table()).findByText('+234 803 111 2222')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('says "Failed to add contact" when the server refuses', async () => {
    serveContacts([]);
    server.use(
      http.post('*/api/messages/addcontacts', () => HttpResponse.json({ message: 'no' }, { status: 500 })),
    );
    const { user } = renderAdmin('/admin/contacts');

    await user.type(await screen.findByLabelText('Title'), 'info@safa.example');
    await user.selectOptions(screen.getByLabelText('Category'), 'Email');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    expect(await findAlert('Error')).toHaveTextContent('Failed to add contact');
  });

  it('deletes only after "You won\'t be able to undo this!" is confirmed', async () => {
    let list = contacts;
    const deleted = jest.fn();
    server.use(
      http.get('*/api/messages/getallcontacts', () => HttpResponse.json(list)),
      http.delete('*/api/messages/contacts/:id', ({ params }) => {
        deleted(params.id);
        list = list.filter((contact) => contact.id !== params.id);
        return HttpResponse.json({ id: params.id, message: 'Deleted' });
      }),
    );
    const { user } = renderAdmin('/admin/contacts');
    const row = (await screen.findByText('info@safa.example')).closest('tr');
    if (!row) throw new Error('no row');

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent(
      "You won't be able to undo this!",
    );
    await answerConfirm(user, 'Are you sure?', false);
    expect(deleted).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, 'Are you sure?');
    expect(await findAlert('Deleted!')).toHaveTextContent('Contact has been removed');
    expect(deleted).toHaveBeenCalledWith(objectId(1));
    expect(screen.queryByText('info@safa.example')).not.toBeInTheDocument();
  });

  it('says "Failed to delete contact" when the delete fails', async () => {
    serveContacts();
    server.use(http.delete('*/api/messages/contacts/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin('/admin/contacts');
    const row = (await screen.findByText('info@safa.example')).closest('tr');
    if (!row) throw new Error('no row');

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, 'Are you sure?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to delete contact');
  });
});
