import type { GalleryItem } from '@safa/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import { pickedFile } from '../../../test/files';
import { objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';
import { moveItem } from './SortableGalleryGrid';

const item = (n: number, type: GalleryItem['type'] = 'image'): GalleryItem => ({
  id: objectId(n),
  name: `${type} ${n}`,
  url: `/api/media/${objectId(100 + n)}`,
  order: n,
  type,
});

/** jest-fixed-jsdom's FormData is Node's, which takes only Node's File. */
const mediaFile = (name: string, type: string) => pickedFile('x', name, type);

function serveGallery(images: GalleryItem[], videos: GalleryItem[] = []) {
  server.use(
    http.get('*/api/gallery/images', () => HttpResponse.json(images)),
    http.get('*/api/gallery/videos', () => HttpResponse.json(videos)),
  );
}

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Images' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

/** dnd-kit measures tiles; jsdom lays nothing out, so give each tile a place in a row. */
function layOutTilesInARow() {
  for (const [index, tile] of screen.getAllByRole('listitem').entries()) {
    tile.getBoundingClientRect = () => DOMRect.fromRect({ x: index * 200, y: 0, width: 180, height: 180 });
  }
}

/** Picks the first tile up by its handle, moves it one place right and drops it, by keyboard. */
async function moveFirstTileRight(user: UserEvent) {
  layOutTilesInARow();
  screen.getByRole('button', { name: 'Move item 1' }).focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowRight]');
  await user.keyboard('[Space]');
}

describe('Gallery Images', () => {
  it('shows images in order with Images and Videos tabs; images open in a new tab', async () => {
    serveGallery([item(2), item(1)], [item(3, 'video')]);
    const { user } = renderAdmin('/admin/gallery');

    expect(await screen.findByRole('img', { name: 'image 1' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['image 1', 'image 2']);
    expect(screen.getByRole('img', { name: 'image 1' }).closest('a')).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByRole('button', { name: 'Play video 3' })).toBeInTheDocument();
  });

  it('plays a video inline with controls and autoplay after its play overlay is pressed', async () => {
    serveGallery([], [{ ...item(3, 'video'), poster: '/api/media/poster' }]);
    const { user } = renderAdmin('/admin/gallery');
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    const play = await screen.findByRole('button', { name: 'Play video 3' });
    expect(within(play).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/api/media/poster',
    );

    await user.click(play);
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', item(3, 'video').url);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('autoplay');
  });

  it('renumbers after a keyboard reorder, shows Save Order, and saves the new order', async () => {
    serveGallery([item(1), item(2), item(3)]);
    const saved = jest.fn();
    server.use(
      http.post('*/api/gallery/order', async ({ request }) => {
        saved(await request.json());
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderAdmin('/admin/gallery');
    await screen.findByRole('img', { name: 'image 1' });
    expect(screen.queryByRole('button', { name: 'Save Order' })).not.toBeInTheDocument();
    layOutTilesInARow();

    await moveFirstTileRight(user);

    expect(tileNames()).toEqual(['image 2', 'image 1', 'image 3']);
    expect(screen.getByRole('button', { name: 'Move item 1' })).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await dismissAlert(user, 'Order saved successfully');
    expect(saved).toHaveBeenCalledWith({
      items: [
        { id: objectId(2), order: 1 },
        { id: objectId(1), order: 2 },
        { id: objectId(3), order: 3 },
      ],
    });
  });

  it('switching tab discards the unsaved order', async () => {
    serveGallery([item(1), item(2)], [item(3, 'video')]);
    const { user } = renderAdmin('/admin/gallery');
    await screen.findByRole('img', { name: 'image 1' });
    await moveFirstTileRight(user);
    expect(screen.getByRole('button', { name: 'Save Order' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    await user.click(screen.getByRole('tab', { name: 'Images' }));
    expect(await screen.findByRole('img', { name: 'image 1' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['image 1', 'image 2']);
    expect(screen.queryByRole('button', { name: 'Save Order' })).not.toBeInTheDocument();
  });

  it('says "Failed to save order" when saving fails', async () => {
    serveGallery([item(1), item(2)]);
    server.use(http.post('*/api/gallery/order', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin('/admin/gallery');
    await screen.findByRole('img', { name: 'image 1' });
    await moveFirstTileRight(user);
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await findAlert('Error')).toHaveTextContent('Failed to save order');
  });

  it('uploads after "Upload media? You are about to upload N file(s)", with a progress bar', async () => {
    serveGallery([]);
    const uploaded = jest.fn();
    server.use(
      http.post('*/api/gallery', async ({ request }) => {
        const form = await request.formData();
        uploaded(form.getAll('files').map((file) => (typeof file === 'string' ? file : file.name)));
        await delay(100);
        return HttpResponse.json([], { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/gallery');
    const files = [mediaFile('kaaba.jpg', 'image/jpeg'), mediaFile('tour.mp4', 'video/mp4')];
    await user.upload(screen.getByLabelText('Upload images or videos'), files);

    expect(await screen.findByRole('dialog', { name: 'Upload media?' })).toHaveTextContent(
      'You are about to upload 2 file(s)',
    );
    await answerConfirm(user, 'Upload media?');
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(await findAlert('Media uploaded successfully')).toBeInTheDocument();
    expect(uploaded).toHaveBeenCalledWith(['kaaba.jpg', 'tour.mp4']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses files that are neither image nor video, and says "Upload failed" when the server refuses', async () => {
    serveGallery([]);
    server.use(http.post('*/api/gallery', () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    const { user } = renderAdmin('/admin/gallery');
    // The file picker can be switched to 'All files', so the zone checks what it gets.
    fireEvent.change(screen.getByLabelText('Upload images or videos'), {
      target: {
        files: [mediaFile('price-list.pdf', 'application/pdf'), mediaFile('kaaba.jpg', 'image/jpeg')],
      },
    });
    expect(await findAlert('Some files were not added')).toHaveTextContent('price-list.pdf');
    await dismissAlert(user, 'Some files were not added');
    await answerConfirm(user, 'Upload media?');
    expect(await findAlert('Error')).toHaveTextContent('Upload failed');
  });

  it('deletes after "Delete item? This action cannot be undone", with a spinner meanwhile', async () => {
    let images = [item(1), item(2)];
    server.use(
      http.get('*/api/gallery/images', () => HttpResponse.json(images)),
      http.get('*/api/gallery/videos', () => HttpResponse.json([])),
      http.delete('*/api/gallery/:id', async ({ params }) => {
        await delay(100);
        images = images.filter((image) => image.id !== params.id);
        return HttpResponse.json({ id: params.id, message: 'Gallery item removed.' });
      }),
    );
    const { user } = renderAdmin('/admin/gallery');
    const remove = await screen.findByRole('button', { name: 'Delete item 1' });
    // Our own icons, drawn the same on every device: not characters a phone may lack.
    expect(remove.querySelector('svg')).not.toBeNull();
    expect(remove).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Move item 1' })).toHaveTextContent(/^1$/);
    await user.click(remove);
    expect(await screen.findByRole('dialog', { name: 'Delete item?' })).toHaveTextContent(
      'This action cannot be undone',
    );
    await answerConfirm(user, 'Delete item?');
    expect(await screen.findByLabelText('Deleting')).toBeInTheDocument();
    const done = await findAlert('Deleted');
    expect(done).toHaveTextContent('Item removed');
    await dismissAlert(user, 'Deleted');
    expect(tileNames()).toEqual(['image 2']);
  });

  it('says "Failed to fetch media" and "Failed to delete item" on failures', async () => {
    server.use(
      http.get('*/api/gallery/images', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/gallery/videos', () => HttpResponse.json([])),
    );
    const { user } = renderAdmin('/admin/gallery');
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to fetch media');
    await dismissAlert(user, 'Error');

    serveGallery([item(1)]);
    server.use(http.delete('*/api/gallery/:id', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    await user.click(screen.getByRole('tab', { name: 'Images' }));
    await user.click(await screen.findByRole('button', { name: 'Delete item 1' }, { timeout: 3000 }));
    await answerConfirm(user, 'Delete item?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to delete item');
  });
});

describe('moving a gallery item', () => {
  it('renumbers every item from 1 in the new order', () => {
    expect(
      moveItem([item(1), item(2), item(3)], objectId(3), objectId(1)).map(({ id, order }) => [id, order]),
    ).toEqual([
      [objectId(3), 1],
      [objectId(1), 2],
      [objectId(2), 3],
    ]);
  });
});
