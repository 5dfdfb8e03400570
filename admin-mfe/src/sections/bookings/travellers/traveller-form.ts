import { type Traveller, type TravellerDetails, travellerDetailsSchema } from '@safa/contract';
import { z } from 'zod';
import { checkedBy } from '../../../common/checked-by';

/** The details the operator edits, as in the passport: what is typed, as typed. */
export const travellerFormValuesSchema = z.object({
  fullName: z.string(),
  sex: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportNumber: z.string(),
  passportIssuedOn: z.string(),
  passportExpiresOn: z.string(),
});
export type TravellerFormValues = z.infer<typeof travellerFormValuesSchema>;
type Field = keyof TravellerFormValues;

/** The form's fields, where the contract's and the BFF's problems are shown. */
export const TRAVELLER_FIELDS = Object.keys(travellerFormValuesSchema.shape) as Field[];

/** A traveller's details as the form shows them, a detail not given yet empty. */
export const toTravellerFormValues = (traveller: Traveller): TravellerFormValues =>
  Object.fromEntries(TRAVELLER_FIELDS.map((field) => [field, traveller[field] ?? ''])) as TravellerFormValues;

/**
 * The details changed, as the BFF takes them (the traveller and only the fields that differ from what
 * was stored, so the history names those alone), checked by the contract, each problem at its field.
 * An emptied field is left out: a detail once given is corrected, not taken away.
 */
export const travellerFormSchema = (traveller: Traveller) =>
  travellerFormValuesSchema.transform((values, context): z.output<typeof travellerDetailsSchema> => {
    const stored = toTravellerFormValues(traveller);
    const changed = TRAVELLER_FIELDS.filter(
      (field) => values[field].trim() !== '' && values[field].trim() !== stored[field],
    );
    const details: TravellerDetails = {
      travellerId: traveller.id,
      ...Object.fromEntries(changed.map((field) => [field, values[field]])),
    };
    return checkedBy(travellerDetailsSchema, details, context);
  });

/** Whether the details hold a change to send, besides whose they are. */
export const changesAnything = (details: { travellerId: string }): boolean => Object.keys(details).length > 1;
