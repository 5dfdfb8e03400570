import { type HajjCurrent, hajjCurrentSchema } from '@safa/contract';
import { model } from 'mongoose';
import { schemaFromZod } from '../../db/schema-from-zod';

/** §3 Current Hajj record: one document (its use is not shown; nothing in §7 writes it). */
const hajjRecordSchema = schemaFromZod<HajjCurrent>(hajjCurrentSchema, { timestamps: true });

export const HajjRecordModel = model<HajjCurrent>('HajjRecord', hajjRecordSchema, 'hajj_current');
