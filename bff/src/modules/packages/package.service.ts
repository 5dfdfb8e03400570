import type { Package } from '@safa/shared-ui/contract';
import { toEntity } from '../../db/to-entity';
import { PackageModel } from './package.model';

export async function listPackages(): Promise<Package[]> {
  const documents = await PackageModel.find().sort({ createdAt: -1, _id: -1 }).lean();
  return documents.map(toEntity);
}
