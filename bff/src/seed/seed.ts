import {
  addDays,
  contactInputSchema,
  departureInputSchema,
  flierUploadSchema,
  lagosToday,
  packageInputSchema,
} from '@safa/contract';
import type { Logger } from '../logger';
import { ContactModel } from '../modules/contacts/contact.model';
import { addContact } from '../modules/contacts/contact.service';
import { createDeparture } from '../modules/departures/departure.service';
import { FlierModel } from '../modules/fliers/flier.model';
import { uploadFliers } from '../modules/fliers/flier.service';
import { GalleryItemModel } from '../modules/gallery/gallery.model';
import { addGalleryItems } from '../modules/gallery/gallery.service';
import { withMediaBatch } from '../modules/media/media-batch';
import { PICTURES } from '../modules/media/media-policy';
import { PackageModel } from '../modules/packages/package.model';
import { createPackage } from '../modules/packages/package.service';
import {
  DEMO_CONTACTS,
  DEMO_DEPARTURES,
  DEMO_FLIERS,
  DEMO_GALLERY,
  DEMO_PACKAGES,
  DEMO_PILGRIMS_TRIP,
} from './demo-data';
import { seedDemoPilgrims } from './demo-pilgrims';

/** What booking the demo travellers needs: the configuration (bookings, payments) and the data key. */
type DemoServices = Parameters<typeof seedDemoPilgrims>[1];

import { renderSceneJpeg, type Scene } from './scene-image';

/** A generated picture as a client would send it: a JPEG `data:` URL. */
const sceneDataUrl = (scene: Scene) => `data:image/jpeg;base64,${renderSceneJpeg(scene).toString('base64')}`;

/**
 * Fills an empty database with demo packages and their departures (the Umrah one with travellers
 * at every stage of their file), contacts, fliers and gallery pictures, all made locally.
 * Everything goes through the contract's schemas and the services the API uses, as an operator's
 * uploads would.
 */
export async function seedDemoDataIfEmpty(logger: Logger, services: DemoServices): Promise<void> {
  const counts = await Promise.all([
    PackageModel.estimatedDocumentCount(),
    ContactModel.estimatedDocumentCount(),
    GalleryItemModel.estimatedDocumentCount(),
    FlierModel.estimatedDocumentCount(),
  ]);
  if (counts.some((count) => count > 0)) return;

  let seed = 1;
  const picture = (palette: Omit<Scene, 'width' | 'height' | 'seed'>, width: number, height: number) =>
    sceneDataUrl({ ...palette, width, height, seed: seed++ });

  const packageIds = new Map<string, string>();
  for (const { palettes, ...fields } of DEMO_PACKAGES) {
    const images = palettes.map((palette) => picture(palette, 960, 640));
    const created = await createPackage(packageInputSchema.parse({ ...fields, images }));
    packageIds.set(created.title, created.id);
  }
  const today = lagosToday(new Date());
  for (const [packageTitle, departures] of Object.entries(DEMO_DEPARTURES)) {
    for (const { inDays, lengthDays, rooms, ...departure } of departures) {
      const departsOn = addDays(today, inDays);
      const created = await createDeparture(
        departureInputSchema.parse({
          packageId: packageIds.get(packageTitle),
          departsOn,
          returnsOn: addDays(departsOn, lengthDays),
          rooms: Object.entries(rooms).map(([type, price]) => ({ type, price })),
          ...departure,
        }),
      );
      if (packageTitle === DEMO_PILGRIMS_TRIP) await seedDemoPilgrims(created, services);
    }
  }
  for (const contact of DEMO_CONTACTS) await addContact(contactInputSchema.parse(contact));
  for (const { category, palette } of DEMO_FLIERS) {
    await uploadFliers(flierUploadSchema.parse({ category, images: [picture(palette, 720, 960)] }));
  }
  await withMediaBatch(async (batch) => {
    const items = [];
    for (const { name, palette } of DEMO_GALLERY) {
      const stored = await batch.storeInline(picture(palette, 960, 720), PICTURES, { filename: name });
      items.push({ type: stored.type.kind, name, url: stored.url });
    }
    return addGalleryItems(items);
  });
  logger.info('seeded demo data');
}
