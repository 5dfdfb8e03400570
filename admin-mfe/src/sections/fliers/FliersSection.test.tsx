import type { Flier, FlierUpload } from '@safa/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import { objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';

const flier = (n: number, category: Flier['category']): Flier => ({
  id: objectId(n),
  url: `/api/media/${objectId(100 + n)}`,
  category,
});

const serveFliers = (list: Flier[]) =>
  server.use(http.get('*/api/hajj/getallimages', () => HttpResponse.json(list)));

const png = (name: string, bytes = 4) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileInput = () => screen.getByLabelText('Flier images');
/** Sets the chosen files as the picker would, whatever its filter (it can be switched to 'All files'). */
const choose = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

describe('Flier', () => {
  it('shows the fliers with their category badge, and hints JPEG and PNG up to 10MB', async () => {
    serveFliers([flier(1, 'Hajj'), flier(2, 'Umrah')]);
    renderAdmin('/admin/fliers');

    const grid = await screen.findByRole('list', { name: 'Fliers' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Hajj'), expect.stringContaining('Umrah')]);
    expect(screen.getByText('JPEG and PNG, up to 10MB each')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select category', 'Hajj', 'Umrah']);
  });

  it('warns "Missing Category: Please select a category." and uploads nothing without a category', async () => {
    serveFliers([]);
    const uploaded = jest.fn();
    server.use(http.post('*/api/hajj/uploadimages', uploaded));
    renderAdmin('/admin/fliers');
    await screen.findByText('No fliers uploaded yet.');

    choose([png('flier.png')]);
    expect(await findAlert('Missing Category')).toHaveTextContent('Please select a category.');
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('refuses other types and files over 10 MB with a clear message, and uploads the rest after confirmation', async () => {
    let list: Flier[] = [];
    const uploaded = jest.fn();
    server.use(
      http.get('*/api/hajj/getallimages', () => HttpResponse.json(list)),
      http.post('*/api/hajj/uploadimages', async ({ request }) => {
        const body = (await request.json()) as FlierUpload;
        uploaded(body);
        list = [flier(5, 'Umrah')];
        return HttpResponse.json(list, { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/fliers');
    await screen.findByText('No fliers uploaded yet.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Umrah');

    choose([
      png('ok-1.png'),
      new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }),
      png('huge.png', 10 * 1024 * 1024 + 1),
      new File([new Uint8Array(3)], 'ok-2.jpg', { type: 'image/jpeg' }),
    ]);
    const refused = await findAlert('Some files were not added');
    expect(refused).toHaveTextContent('moving.gif: not one of the JPEG or PNG images');
    expect(refused).toHaveTextContent('huge.png: larger than 10 MB');
    await dismissAlert(user, 'Some files were not added');

    expect(await screen.findByRole('dialog', { name: 'Upload images?' })).toHaveTextContent(
      'You are about to upload 2 image(s) to the Umrah category.',
    );
    await answerConfirm(user, 'Upload images?');
    expect(await findAlert('Uploaded!')).toHaveTextContent('Images added successfully.');
    expect(uploaded).toHaveBeenCalledWith({
      category: 'Umrah',
      images: [
        expect.stringMatching(/^data:image\/png;base64,/),
        expect.stringMatching(/^data:image\/jpeg;base64,/),
      ],
    });
    await dismissAlert(user, 'Uploaded!');
    expect(await screen.findByRole('img', { name: 'Umrah flier 1' })).toBeInTheDocument();
  });

  it('says "Error Failed to upload images" when the upload fails, and uploads nothing when declined', async () => {
    serveFliers([]);
    const uploaded = jest.fn(() => HttpResponse.json({}, { status: 500 }));
    server.use(http.post('*/api/hajj/uploadimages', uploaded));
    const { user } = renderAdmin('/admin/fliers');
    await screen.findByText('No fliers uploaded yet.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Hajj');

    choose([png('a.png')]);
    await answerConfirm(user, 'Upload images?', false);
    expect(uploaded).not.toHaveBeenCalled();

    choose([png('a.png')]);
    await answerConfirm(user, 'Upload images?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to upload images');
  });

  it('deletes after "Delete image? This action cannot be undone." with a spinner on that image', async () => {
    let list = [flier(1, 'Hajj'), flier(2, 'Umrah')];
    server.use(
      http.get('*/api/hajj/getallimages', () => HttpResponse.json(list)),
      http.delete('*/api/hajj/deleteimage/:id', async ({ params }) => {
        await delay(100);
        list = list.filter((item) => item.id !== params.id);
        return HttpResponse.json({ id: params.id, message: 'Flier removed.' });
      }),
    );
    const { user } = renderAdmin('/admin/fliers');
    const remove = await screen.findByRole('button', { name: 'Delete Hajj flier 1' });
    // Our own icon, drawn the same on every device: not an emoji a phone may lack.
    expect(remove.querySelector('svg')).not.toBeNull();
    expect(remove).toHaveTextContent('');
    await user.click(remove);
    expect(await screen.findByRole('dialog', { name: 'Delete image?' })).toHaveTextContent(
      'This action cannot be undone.',
    );
    await answerConfirm(user, 'Delete image?');
    expect(await screen.findByLabelText('Deleting')).toBeInTheDocument();
    expect(await findAlert('Deleted!')).toHaveTextContent('Image removed successfully.');
    await dismissAlert(user, 'Deleted!');
    const grid = screen.getByRole('list', { name: 'Fliers' });
    expect(
      within(grid)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Umrah flier 1']);
  });

  it('says "Error Failed to delete image" when the delete fails', async () => {
    serveFliers([flier(1, 'Hajj')]);
    server.use(http.delete('*/api/hajj/deleteimage/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin('/admin/fliers');
    const remove = await screen.findByRole('button', { name: 'Delete Hajj flier 1' });
    // Our own icon, drawn the same on every device: not an emoji a phone may lack.
    expect(remove.querySelector('svg')).not.toBeNull();
    expect(remove).toHaveTextContent('');
    await user.click(remove);
    await answerConfirm(user, 'Delete image?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to delete image');
  });
});
