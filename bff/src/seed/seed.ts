import type { Logger } from '../logger';
import { ContactModel } from '../modules/contacts/contact.model';
import { FlierModel } from '../modules/fliers/flier.model';
import { GalleryItemModel } from '../modules/gallery/gallery.model';
import { storeBuffer } from '../modules/media/media.storage';
import { PackageModel } from '../modules/packages/package.model';
import { DEMO_CONTACTS, DEMO_FLIERS, DEMO_GALLERY, DEMO_PACKAGES } from './demo-data';
import { renderSceneJpeg, type Scene } from './scene-image';

async function storeScene(name: string, scene: Scene): Promise<string> {
  return storeBuffer(renderSceneJpeg(scene), { filename: `${name}.jpg`, contentType: 'image/jpeg' });
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Fills an empty database with demo packages, contacts, fliers and gallery pictures, all made locally. */
export async function seedDemoDataIfEmpty(logger: Logger): Promise<void> {
  const counts = await Promise.all([
    PackageModel.estimatedDocumentCount(),
    ContactModel.estimatedDocumentCount(),
    GalleryItemModel.estimatedDocumentCount(),
    FlierModel.estimatedDocumentCount(),
  ]);
  if (counts.some((count) => count > 0)) return;

  let seed = 1;
  for (const demo of DEMO_PACKAGES) {
    const images: string[] = [];
    for (const palette of demo.palettes) {
      images.push(await storeScene(slug(demo.title), { ...palette, width: 960, height: 640, seed: seed++ }));
    }
    const { palettes: _palettes, ...fields } = demo;
    await PackageModel.create({ ...fields, name: demo.title, images });
  }
  await ContactModel.insertMany(DEMO_CONTACTS);
  for (const flier of DEMO_FLIERS) {
    const url = await storeScene(`${flier.category}-flier`, {
      ...flier.palette,
      width: 720,
      height: 960,
      seed: seed++,
    });
    await FlierModel.create({ url, category: flier.category });
  }
  let order = 1;
  for (const item of DEMO_GALLERY) {
    const url = await storeScene(slug(item.name), { ...item.palette, width: 960, height: 720, seed: seed++ });
    await GalleryItemModel.create({ type: 'image', name: item.name, url, order: order++ });
  }
  logger.info('seeded demo data');
}
