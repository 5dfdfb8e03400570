import { type BookedTraveller, VISA_STATUSES, type VisaInput, visaInputSchema } from '@safa/contract';
import { z } from 'zod';
import { checkedBy } from '../../../common/checked-by';

export const visaFormValuesSchema = z.object({
  status: z.enum(VISA_STATUSES),
  number: z.string(),
  issuedOn: z.string(),
});
export type VisaFormValues = z.infer<typeof visaFormValuesSchema>;

export const VISA_FIELDS = ['status', 'number', 'issuedOn'] as const satisfies ReadonlyArray<
  keyof VisaFormValues
>;

export const toVisaFormValues = ({ visa }: Pick<BookedTraveller, 'visa'>): VisaFormValues => ({
  status: visa.status,
  number: visa.number ?? '',
  issuedOn: visa.issuedOn ?? '',
});

/** The visa as the BFF takes it: its number and day only when it is issued, checked by the contract. */
export const visaFormSchema = (travellerId: string) =>
  visaFormValuesSchema.transform((values, context): VisaInput => {
    const issued = values.status === 'issued' && { number: values.number, issuedOn: values.issuedOn };
    return checkedBy(visaInputSchema, { travellerId, status: values.status, ...issued }, context);
  });
