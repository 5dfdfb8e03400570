import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import {
  createPackage,
  deletePackage,
  findOperatorPackages,
  findPackages,
  getOperatorPackage,
  getPackage,
  listPackagesJson,
  setPackageArchived,
  updatePackage,
} from './package.service';

/** Inline pictures are base64, 4/3 of the file: room for several at their 10 MB limit. */
const JSON_UPLOAD_LIMIT = '70mb';

export const packageRoutes = ({ beforeDelete }: { beforeDelete: (packageId: string) => Promise<void> }) => [
  route(endpoints.listPackages, async ({ query, ctx }) => {
    if (query.search || query.page !== undefined) return findPackages(query);
    // The whole list, as the public pages read it: kept serialized (see listPackagesJson).
    ctx.type = 'json';
    ctx.body = await listPackagesJson();
    return undefined;
  }),
  route(endpoints.listOperatorPackages, ({ query }) => findOperatorPackages(query)),
  route(endpoints.getOperatorPackage, ({ id }) => getOperatorPackage(id)),
  route(endpoints.getPackage, ({ id }) => getPackage(id)),
  route(endpoints.createPackage, ({ body }) => createPackage(body), { bodyLimit: JSON_UPLOAD_LIMIT }),
  route(endpoints.updatePackage, ({ id, body }) => updatePackage(id, body), { bodyLimit: JSON_UPLOAD_LIMIT }),
  route(endpoints.deletePackage, async ({ id }) => {
    await beforeDelete(id);
    await deletePackage(id);
    return { id, message: 'Package removed.' };
  }),
  route(endpoints.archivePackage, ({ id }) => setPackageArchived(id, true)),
  route(endpoints.restorePackage, ({ id }) => setPackageArchived(id, false)),
];
