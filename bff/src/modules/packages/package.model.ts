import { EventEmitter } from 'node:events';
import { type PackageRecord, packageRecordSchema } from '@safa/contract';
import { model } from 'mongoose';
import { z } from 'zod';
import { NEWEST_FIRST } from '../../db/list-query';
import { schemaFromZod } from '../../db/schema-from-zod';

/** The contract's package record, with the timestamps the store adds and when it was archived. */
export interface StoredPackage extends PackageRecord {
  archivedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const storedPackageSchema = packageRecordSchema.extend({ archivedAt: z.date().optional() });
const packageSchema = schemaFromZod<StoredPackage>(storedPackageSchema, { timestamps: true });
packageSchema.index({ category: 1 });
packageSchema.index(NEWEST_FIRST);
// What the public and the operator's default list read: the packages not archived, newest first.
packageSchema.index({ archivedAt: 1, ...NEWEST_FIRST });

/** Emits 'write' after any write to packages through mongoose, so a cache of them can be dropped. */
export const packageWrites = new EventEmitter();
const announceWrite = () => {
  packageWrites.emit('write');
};
packageSchema.post(
  /^(save|updateOne|updateMany|replaceOne|deleteOne|deleteMany|findOneAnd(Update|Replace|Delete))$/,
  { document: true, query: true },
  announceWrite,
);
packageSchema.post('insertMany', announceWrite);
packageSchema.post('bulkWrite', announceWrite);

export const PackageModel = model<StoredPackage>('Package', packageSchema, 'packages');
