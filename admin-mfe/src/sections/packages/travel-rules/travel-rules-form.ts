import {
  TRIP_KINDS,
  type TravelRules,
  type TravelRulesByKind,
  type TripKind,
  travelRulesByKindSchema,
} from '@safa/contract';
import { z } from 'zod';
import { checkedBy } from '../../../common/checked-by';

const vaccineValuesSchema = z.object({
  name: z.string(),
  validYears: z.string(),
  daysBeforeDeparture: z.string(),
});
const rulesValuesSchema = z.object({
  passportValidMonthsAfterReturn: z.string(),
  vaccines: z.array(vaccineValuesSchema),
});

/** The rules as typed, per kind of trip. */
export const travelRulesFormValuesSchema = z.object({
  hajj: rulesValuesSchema,
  umrah: rulesValuesSchema,
  vacation: rulesValuesSchema,
});
export type TravelRulesFormValues = z.infer<typeof travelRulesFormValuesSchema>;
export type VaccineValues = z.infer<typeof vaccineValuesSchema>;

export const TRIP_KIND_LABELS: Record<TripKind, string> = {
  hajj: 'Hajj',
  umrah: 'Umrah',
  vacation: 'Vacation',
};

export const NEW_VACCINE: VaccineValues = { name: '', validYears: '', daysBeforeDeparture: '' };

/** A whole number as typed, or nothing when nothing is typed (so "required" reads as such, not as 0). */
const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

const text = (value: number) => String(value);

const rulesValuesOf = (rules: TravelRules) => ({
  passportValidMonthsAfterReturn: text(rules.passportValidMonthsAfterReturn),
  vaccines: rules.vaccines.map((vaccine) => ({
    name: vaccine.name,
    validYears: text(vaccine.validYears),
    daysBeforeDeparture: text(vaccine.daysBeforeDeparture),
  })),
});

export const toTravelRulesFormValues = (rules: TravelRulesByKind): TravelRulesFormValues => ({
  hajj: rulesValuesOf(rules.hajj),
  umrah: rulesValuesOf(rules.umrah),
  vacation: rulesValuesOf(rules.vacation),
});

const typedRules = (values: TravelRulesFormValues[TripKind]) => ({
  passportValidMonthsAfterReturn: typedNumber(values.passportValidMonthsAfterReturn),
  vaccines: values.vaccines.map((vaccine) => ({
    name: vaccine.name,
    validYears: typedNumber(vaccine.validYears),
    daysBeforeDeparture: typedNumber(vaccine.daysBeforeDeparture),
  })),
});

/** The rules as the BFF takes them, checked by the contract, each problem at its field. */
export const travelRulesFormSchema = travelRulesFormValuesSchema.transform(
  (values, context): TravelRulesByKind =>
    checkedBy(
      travelRulesByKindSchema,
      Object.fromEntries(TRIP_KINDS.map((kind) => [kind, typedRules(values[kind])])),
      context,
    ),
);
