import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { deleteFlier, listFliers, uploadFliers } from './flier.service';

/** Inline data is base64, 4/3 of the file: room for several pictures at their 10 MB limit. */
const JSON_UPLOAD_LIMIT = '70mb';

export const flierRoutes = [
  route(endpoints.listFliers, () => listFliers()),
  route(endpoints.uploadFliers, ({ body }) => uploadFliers(body), { bodyLimit: JSON_UPLOAD_LIMIT }),
  route(endpoints.deleteFlier, async ({ id }) => {
    await deleteFlier(id);
    return { id, message: 'Flier removed.' };
  }),
];
