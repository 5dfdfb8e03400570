import type { HajjCurrent } from '@safa/contract';
import { HajjRecordModel } from './hajj-record.model';

/** The latest record's price and number of people; 0 and 0 when there is none. */
export async function currentHajjRecord(): Promise<HajjCurrent> {
  const record = await HajjRecordModel.findOne().sort({ updatedAt: -1 }).lean();
  return { price: record?.price ?? 0, numberOfPeople: record?.numberOfPeople ?? 0 };
}
