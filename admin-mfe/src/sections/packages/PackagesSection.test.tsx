import { ARCHIVE_MESSAGES, type Package, type PackageInput } from '@safa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import { pkg, storedImage } from '../../../test/fixtures';
import { listAnswer, queriesOf } from '../../../test/list-answers';
import { at, objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';

/** The packages as the BFF keeps them (in the order given), searched in title plus description, a page at a time. */
function servePackages(initial: Package[]) {
  const store = { list: initial, requests: [] as Request[] };
  server.use(
    http.get('*/api/admin/packages', ({ request }) => {
      store.requests.push(request);
      const shown = new URL(request.url).searchParams.get('archived') === 'show';
      return listAnswer(
        request,
        store.list.filter((item) => shown || !item.archivedAt),
        (item) => [`${item.title} ${item.description}`],
      );
    }),
    http.post('*/api/packages/:id/:change', ({ params }) => {
      const archivedAt = params.change === 'archive' ? '2026-11-27T10:00:00.000Z' : undefined;
      store.list = store.list.map((item) => (item.id === params.id ? { ...item, archivedAt } : item));
      return HttpResponse.json(store.list.find((item) => item.id === params.id));
    }),
  );
  return store;
}

const table = () => screen.getByRole('table', { name: 'Packages' });
const titlesShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const rowOf = (title: string) => {
  const row = within(table()).getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};
const packageDialog = (name: string) => screen.findByRole('dialog', { name });
const pngFile = (name = 'pic.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function expectValidationError(user: UserEvent, message: string) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await findAlert('Validation Error')).toHaveTextContent(message);
  await dismissAlert(user, 'Validation Error');
}

describe('Packages', () => {
  it('lists ID, Title, Price in naira, Img, Category, Incl. and Actions, 5 a page with Prev/Next and "Page N"', async () => {
    const { requests } = servePackages(Array.from({ length: 6 }, (_, index) => pkg(index + 1)));
    const { user } = renderAdmin('/admin/packages');
    await screen.findByText('Package 1');

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Title', 'Price', 'Img', 'Category', 'Incl.', 'Actions']);
    expect(within(rowOf('Package 1')).getByText('₦1,500,000')).toBeInTheDocument();
    expect(titlesShown()).toHaveLength(5);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(titlesShown()).toEqual(['Package 6']);
    expect(within(rowOf('Package 6')).getAllByRole('cell')[0]).toHaveTextContent('6');
    expect(queriesOf(requests)).toEqual([
      'archived=hide&page=1&pageSize=5',
      'archived=hide&page=2&pageSize=5',
    ]);
  });

  it('searches title plus description case-insensitively', async () => {
    servePackages([pkg(1, { title: 'Dubai Escape' }), pkg(2, { description: 'Sunny ZANZIBAR beaches' })]);
    const { user } = renderAdmin('/admin/packages');
    await screen.findByText('Dubai Escape');
    const search = screen.getByRole('searchbox', { name: 'Search packages' });

    await user.type(search, 'zanzibar');
    await waitFor(() => expect(titlesShown()).toEqual(['Package 2']));
    await user.clear(search);
    await user.type(search, 'dubai');
    await waitFor(() => expect(titlesShown()).toEqual(['Dubai Escape']));
  });

  it('opens the image viewer from Img and Category, and the inclusions or "No inclusions listed" from Incl.', async () => {
    servePackages([pkg(1), pkg(2, { inclusions: [] })]);
    const { user } = renderAdmin('/admin/packages');
    await screen.findByText('Package 1');

    await user.click(within(rowOf('Package 1')).getByRole('button', { name: '1 images of Package 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Package 1: images' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', `${storedImage(1)}?w=960&f=webp`);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));

    await user.click(within(rowOf('Package 1')).getByRole('button', { name: 'vacation' }));
    expect(await screen.findByRole('dialog', { name: 'Package 1: images' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(rowOf('Package 1')).getByRole('button', { name: '2 inclusions of Package 1' }));
    const inclusions = await screen.findByRole('dialog', { name: 'Package 1: inclusions' });
    expect(
      within(inclusions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flights', 'Hotel']);
    await user.keyboard('{Escape}');
    await user.click(within(rowOf('Package 2')).getByRole('button', { name: '0 inclusions of Package 2' }));
    expect(await screen.findByText('No inclusions listed')).toBeInTheDocument();
  });

  it('New Package starts from the defaults and shows the checks one at a time, in order', async () => {
    servePackages([]);
    const created = jest.fn();
    server.use(
      http.post('*/api/packages', async ({ request }) => {
        const body = (await request.json()) as PackageInput;
        created(body);
        return HttpResponse.json(pkg(9, { title: String(body.title) }), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/packages');
    await user.click(await screen.findByRole('button', { name: '+ New Package' }));
    const dialog = await packageDialog('New Package');
    const field = (label: string) => within(dialog).getByLabelText(label);

    expect(field('Title')).toHaveValue('');
    expect(field('Category')).toHaveValue('');
    expect(
      within(field('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select category', 'hajj', 'umrah', 'vacation']);
    expect(field('Description')).toHaveValue('');
    expect(field('Price')).toHaveValue(0);
    expect(field('People')).toHaveValue(1);
    expect(field('Days')).toHaveValue('1');
    expect(within(dialog).getByText('e.g 10-20')).toBeInTheDocument();

    await user.type(field('Title'), '   ');
    await expectValidationError(user, 'Title is required.');
    await user.type(field('Title'), 'Zanzibar Getaway');
    await expectValidationError(user, 'Description is required.');
    await user.type(field('Description'), 'Beaches and spice farms');
    await expectValidationError(user, 'Category is required.');
    await user.selectOptions(field('Category'), 'vacation');
    await expectValidationError(user, 'At least one image is required.');
    await user.upload(within(dialog).getByLabelText('Add images'), pngFile());
    expect(await within(dialog).findByRole('img', { name: 'Thumbnail 1' })).toBeInTheDocument();
    await expectValidationError(user, 'At least one inclusion is required.');

    await user.type(field('Inclusions'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).queryByRole('list', { name: 'Inclusions added' })).not.toBeInTheDocument();
    await user.type(field('Inclusions'), ' Return flights {Enter}');
    await user.type(field('Inclusions'), 'Typo');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Typo' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Inclusions added' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    await expectValidationError(user, 'Price must be a valid number greater than 0.');
    await user.clear(field('Price'));
    await user.type(field('Price'), '2500000');
    await user.clear(field('People'));
    await user.type(field('People'), '0');
    await expectValidationError(user, 'Number of people must be a valid number and at least 1.');
    await user.clear(field('People'));
    await user.type(field('People'), '2');
    await user.clear(field('Days'));
    await user.type(field('Days'), 'D'.repeat(41));
    await expectValidationError(user, 'Days is too long (at most 40 characters).');
    await user.clear(field('Days'));
    await user.type(field('Days'), '5-7');
    expect(created).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findAlert('Package saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New Package' })).not.toBeInTheDocument();
    // What was typed (a field left alone goes with its default).
    expect(created).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Zanzibar Getaway',
        name: 'Zanzibar Getaway',
        description: 'Beaches and spice farms',
        category: 'vacation',
        images: [expect.stringMatching(/^data:image\/png;base64,/)],
        inclusions: ['Return flights'],
        price: 2_500_000,
        numberOfPeople: 2,
        days: '5-7',
      }),
    );
  });

  it('Edit sends the stored images back as their URLs, so nothing is uploaded again, and reloads the list', async () => {
    const store = servePackages([pkg(1, { images: [storedImage(1), storedImage(2)] })]);
    const updated = jest.fn();
    server.use(
      http.put('*/api/packages/:id', async ({ params, request }) => {
        const body = (await request.json()) as PackageInput;
        updated(params.id, body);
        store.list = [pkg(1, { title: String(body.title) })];
        return HttpResponse.json(store.list[0]);
      }),
    );
    const { user } = renderAdmin('/admin/packages');
    await user.click(
      within(await screen.findByRole('row', { name: /Package 1/ })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await packageDialog('Edit Package');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Package 1');
    expect(within(dialog).getByLabelText('Price')).toHaveValue(1_500_000);

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Package One Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dismissAlert(user, 'Package saved');

    expect(updated).toHaveBeenCalledWith(
      objectId(1),
      expect.objectContaining({ title: 'Package One Renamed', images: [storedImage(1), storedImage(2)] }),
    );
    expect(await within(table()).findByText('Package One Renamed')).toBeInTheDocument();
  });

  it('shows the server\'s refusal as "Validation Error", any other failure as "Failed to save package"', async () => {
    servePackages([pkg(1)]);
    server.use(
      http.put('*/api/packages/:id', () =>
        HttpResponse.json({ message: 'Title is too long.' }, { status: 400 }),
      ),
    );
    const { user } = renderAdmin('/admin/packages');
    await user.click(
      within(await screen.findByRole('row', { name: /Package 1/ })).getByRole('button', { name: 'Edit' }),
    );
    await user.click(within(await packageDialog('Edit Package')).getByRole('button', { name: 'Save' }));
    expect(await findAlert('Validation Error')).toHaveTextContent('Title is too long.');
    await dismissAlert(user, 'Validation Error');

    server.use(http.put('*/api/packages/:id', () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(await packageDialog('Edit Package')).getByRole('button', { name: 'Save' }));
    expect(await findAlert('Error')).toHaveTextContent('Failed to save package');
  });

  it('asks before Cancel throws away changes', async () => {
    servePackages([]);
    const { user } = renderAdmin('/admin/packages');
    await user.click(await screen.findByRole('button', { name: '+ New Package' }));
    const dialog = await packageDialog('New Package');
    await user.type(within(dialog).getByLabelText('Title'), 'Half typed');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerConfirm(user, 'Discard changes?', false);
    expect(within(await packageDialog('New Package')).getByLabelText('Title')).toHaveValue('Half typed');

    await user.click(within(await packageDialog('New Package')).getByRole('button', { name: 'Cancel' }));
    await answerConfirm(user, 'Discard changes?');
    expect(screen.queryByRole('dialog', { name: 'New Package' })).not.toBeInTheDocument();
    expect(screen.queryByText(/unsaved changes/)).not.toBeInTheDocument();
  });

  it('keeps a package being typed when the session expires, and offers it back after logging in again', async () => {
    servePackages([]);
    server.use(
      http.post('*/api/packages', () =>
        HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 }),
      ),
      http.post('*/api/users/login', () => HttpResponse.json({ token: 'new-token', expiresAt: at(30) })),
    );
    const { user } = renderAdmin('/admin/packages');
    await user.click(await screen.findByRole('button', { name: '+ New Package' }));
    const dialog = await packageDialog('New Package');
    await user.type(within(dialog).getByLabelText('Title'), 'Umrah Ramadan Special');
    await user.type(within(dialog).getByLabelText('Description'), 'Fifteen nights');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'umrah');
    await user.upload(within(dialog).getByLabelText('Add images'), pngFile());
    await user.type(within(dialog).getByLabelText('Inclusions'), 'Visa{Enter}');
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), '4000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await dismissAlert(user, 'Login successful');

    expect(
      await screen.findByText(/unsaved changes to a new package “Umrah Ramadan Special”/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume editing' }));
    const restored = await packageDialog('New Package');
    expect(within(restored).getByLabelText('Description')).toHaveValue('Fifteen nights');
    expect(within(restored).getByLabelText('Price')).toHaveValue(4_000_000);
    expect(within(restored).getByRole('img', { name: 'Thumbnail 1' })).toBeInTheDocument();
  });

  it('deletes after "Delete package?", says "Package removed" or "Server failed to delete"', async () => {
    const store = servePackages([pkg(1), pkg(2)]);
    server.use(
      http.delete('*/api/packages/:id', ({ params }) => {
        if (params.id === objectId(2)) return HttpResponse.json({}, { status: 500 });
        store.list = store.list.filter((item) => item.id !== params.id);
        return HttpResponse.json({ id: params.id, message: 'Deleted' });
      }),
    );
    const { user } = renderAdmin('/admin/packages');
    await screen.findByText('Package 1');

    await user.click(within(rowOf('Package 1')).getByRole('button', { name: 'Del' }));
    await answerConfirm(user, 'Delete package?');
    await dismissAlert(user, 'Package removed');
    await waitFor(() => expect(titlesShown()).toEqual(['Package 2']));

    await user.click(within(rowOf('Package 2')).getByRole('button', { name: 'Del' }));
    await answerConfirm(user, 'Delete package?');
    expect(await findAlert('Error')).toHaveTextContent('Server failed to delete');
  });

  it('archives a package once booked instead of deleting it, hides it until "Show archived", and restores it', async () => {
    servePackages([pkg(1, { everBooked: true }), pkg(2, { everBooked: false })]);
    const { user } = renderAdmin('/admin/packages');
    const booked = await screen.findByRole('row', { name: /Package 1/ });
    expect(within(booked).queryByRole('button', { name: 'Del' })).toBeNull();
    expect(within(rowOf('Package 2')).getByRole('button', { name: 'Del' })).toBeVisible();

    await user.click(within(booked).getByRole('button', { name: 'Archive' }));
    await answerConfirm(user, 'Archive package?');
    await dismissAlert(user, 'Package archived');
    await waitFor(() => expect(titlesShown()).toEqual(['Package 2']));

    await user.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    const archived = await screen.findByRole('row', { name: /Package 1/ });
    expect(within(archived).getByText('Archived')).toBeVisible();
    await user.click(within(archived).getByRole('button', { name: 'Restore' }));
    await answerConfirm(user, 'Restore package?');
    await dismissAlert(user, 'Package restored');
    await waitFor(() => expect(within(rowOf('Package 1')).queryByText('Archived')).toBeNull());
  });

  it('says why a package booked meanwhile is not deleted, in the BFF’s words', async () => {
    servePackages([pkg(1)]);
    server.use(
      http.delete('*/api/packages/:id', () =>
        HttpResponse.json({ message: ARCHIVE_MESSAGES.bookedPackage }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin('/admin/packages');
    await user.click(
      within(await screen.findByRole('row', { name: /Package 1/ })).getByRole('button', { name: 'Del' }),
    );
    await answerConfirm(user, 'Delete package?');
    expect(await findAlert('Error')).toHaveTextContent(ARCHIVE_MESSAGES.bookedPackage);
  });

  it('says "Failed to load packages" when the list cannot load', async () => {
    server.use(http.get('*/api/admin/packages', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin('/admin/packages');
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to load packages');
  });
});
