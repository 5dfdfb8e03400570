import type {
  operatorPackageListQuerySchema,
  Package,
  PackageData,
  Page,
  packageListQuerySchema,
} from '@safa/contract';
import type { z } from 'zod';
import { archivedFilter, NOT_ARCHIVED, setArchived } from '../../db/archiving';
import { deleteByIdOr404, findByIdOr404 } from '../../db/by-id';
import { cachedQuery } from '../../db/cached-query';
import { answerList, joinedSearchFilter, type ListQuery, NEWEST_FIRST } from '../../db/list-query';
import { toEntity } from '../../db/to-entity';
import { NotFound } from '../../errors';
import { DepartureModel } from '../departures/departure.model';
import { everBookedAmong } from '../departures/departure.service';
import { deleteMedia } from '../media/media.storage';
import { withMediaBatch } from '../media/media-batch';
import { withPictures } from '../media/picture-store';
import { PackageModel, packageWrites, type StoredPackage } from './package.model';
import { resolvePackageImages } from './package-images';

const WHAT = 'Package';

const imagesOf = (item: Package) => item.images;

async function withPicturesOf(item: Package): Promise<Package> {
  const [withDetails] = await withPictures([item], imagesOf);
  return withDetails ?? item;
}

/** The stored fields of a validated body, with its pictures stored. */
const storedFields = (data: PackageData, images: string[]) => ({ ...data, images });

/**
 * The public list is read on every page and written by one operator: it is kept in memory, dropped
 * after any write through this process, and reloaded at least every few seconds for writes made
 * by another BFF instance.
 */
const packageList = cachedQuery(async (): Promise<string> => {
  const documents = await PackageModel.find(NOT_ARCHIVED).sort(NEWEST_FIRST).lean();
  const packages: Package[] = await withPictures(documents.map(toEntity), imagesOf);
  return JSON.stringify(packages);
}, 5000);
packageWrites.on('write', () => packageList.invalidate());

/** The list as JSON text, serialized once per change rather than once per request. */
export function listPackagesJson(): Promise<string> {
  return packageList.get();
}

type PackageQuery = z.output<typeof packageListQuerySchema>;

type OperatorPackageQuery = z.output<typeof operatorPackageListQuerySchema>;

/**
 * Packages newest first, or those whose title and description (one text) hold the search; archived
 * ones only when asked.
 */
export function packagesQuery({
  search,
  archived,
}: Pick<OperatorPackageQuery, 'search' | 'archived'>): ListQuery<StoredPackage> {
  return {
    filter: { ...joinedSearchFilter(search, ['title', 'description']), ...archivedFilter(archived) },
    sort: NEWEST_FIRST,
  };
}

/** The public list searched, or one page of it, read for each request: no archived package. */
export function findPackages(query: PackageQuery): Promise<Package[] | Page<Package>> {
  const { filter, sort } = packagesQuery({ ...query, archived: 'hide' });
  return answerList(PackageModel.find(filter), sort, query, (documents) =>
    withPictures(documents.map(toEntity), imagesOf),
  );
}

/** The operator's list: archived packages too when asked, each saying whether it was ever booked. */
export function findOperatorPackages(query: OperatorPackageQuery): Promise<Package[] | Page<Package>> {
  const { filter, sort } = packagesQuery(query);
  return answerList(PackageModel.find(filter), sort, query, async (documents) => {
    const booked = await everBookedAmong(documents.map((document) => document._id));
    const packages = documents.map((document) => ({
      ...toEntity(document),
      everBooked: booked.has(document._id.toHexString()),
    }));
    return withPictures(packages, imagesOf);
  });
}

/** A package the public may see: 404 for one archived, as for one missing. */
export async function getPackage(id: string): Promise<Package> {
  const document = await PackageModel.findOne({ _id: id, ...NOT_ARCHIVED }).lean();
  if (!document) throw new NotFound(`${WHAT} not found.`);
  return withPicturesOf(toEntity(document));
}

/** A package for the operator, archived or not. */
export async function getOperatorPackage(id: string): Promise<Package> {
  return withPicturesOf(toEntity(await findByIdOr404(PackageModel, id, WHAT)));
}

/**
 * Archives a package (`archived`) or shows it again: its departures are hidden with it and take no
 * bookings meanwhile, but are not archived themselves.
 */
export async function setPackageArchived(id: string, archived: boolean): Promise<Package> {
  const stored = await setArchived(PackageModel, id, archived, `${WHAT} not found.`);
  await DepartureModel.updateMany({ packageId: stored._id }, { $set: { packageArchived: archived } });
  return withPicturesOf(toEntity(stored));
}

export async function createPackage(data: PackageData): Promise<Package> {
  return withMediaBatch(async (batch) => {
    const images = await resolvePackageImages(batch, data.images, [], data.title);
    const document = await PackageModel.create(storedFields(data, images));
    return withPicturesOf(toEntity(document.toObject()));
  });
}

/** Replaces the package; pictures it no longer lists are deleted once the update is stored. */
export async function updatePackage(id: string, data: PackageData): Promise<Package> {
  const previous = await findByIdOr404(PackageModel, id, WHAT);
  const updated = await withMediaBatch(async (batch) => {
    const images = await resolvePackageImages(batch, data.images, previous.images, data.title);
    const document = await PackageModel.findByIdAndUpdate(
      id,
      { $set: storedFields(data, images) },
      { returnDocument: 'after', runValidators: true },
    ).lean();
    if (!document) throw new NotFound(`${WHAT} not found.`);
    return document;
  });
  await deleteMedia(previous.images.filter((url) => !updated.images.includes(url)));
  return withPicturesOf(toEntity(updated));
}

export async function deletePackage(id: string): Promise<void> {
  const removed = await deleteByIdOr404(PackageModel, id, WHAT);
  await deleteMedia(removed.images);
}
