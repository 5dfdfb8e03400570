import { model, Schema } from 'mongoose';

/** §3 Current Hajj record: one document (its use is not shown; nothing in §7 writes it). */
export interface StoredHajjRecord {
  price: number;
  numberOfPeople: number;
}

const hajjRecordSchema = new Schema<StoredHajjRecord>(
  {
    price: { type: Number, default: 0 },
    numberOfPeople: { type: Number, default: 0 },
  },
  { timestamps: true },
);

export const HajjRecordModel = model<StoredHajjRecord>('HajjRecord', hajjRecordSchema, 'hajj_current');
