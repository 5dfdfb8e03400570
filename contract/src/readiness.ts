import { z } from 'zod';
import { requiredText } from './common';
import { addDays, addMonths, writtenDay } from './lagos-calendar';
import {
  DETAIL_LABELS,
  DOCUMENT_KIND_LABELS,
  type DocumentKind,
  REQUIRED_DETAILS,
  type RequiredDetail,
  type Traveller,
  type VisaStatus,
} from './traveller';

/**
 * What makes a traveller ready to fly, in one place: the rules of travel per kind of trip (kept by
 * the operator, so next year's Saudi rules need no change of code), and the checklist they make of a
 * traveller's details, documents, visa, room and money.
 */

/** A whole number from `min` to `max`, each problem in the operator's words (a number out of range is not "no whole number"). */
const wholeNumber = (notWhole: string, [min, max]: [number, number], outOfRange: string) =>
  z.int({ error: notWhole }).min(min, { error: outOfRange }).max(max, { error: outOfRange });

/** A vaccination the trip requires: valid through the trip, and given at least some days before it leaves. */
export const vaccineRuleSchema = z.strictObject({
  name: requiredText('A vaccine needs its name.', 60),
  /** How long a certificate is good for after the vaccination. */
  validYears: wholeNumber('Years are a whole number.', [1, 10], 'A vaccination is valid 1 to 10 years.'),
  daysBeforeDeparture: wholeNumber(
    'Days are a whole number.',
    [0, 60],
    'A vaccination is due 0 to 60 days before the departure.',
  ),
});
export type VaccineRule = z.infer<typeof vaccineRuleSchema>;

export const travelRulesSchema = z.strictObject({
  /** The passport is valid at least this many months after the return. */
  passportValidMonthsAfterReturn: wholeNumber(
    'Months are a whole number.',
    [0, 24],
    'A passport is checked 0 to 24 months after the return.',
  ),
  vaccines: z.array(vaccineRuleSchema).max(10, { error: 'At most 10 vaccinations per kind of trip.' }),
});
export type TravelRules = z.infer<typeof travelRulesSchema>;

/** The kinds of trip rules are kept for, as packages are categorised. */
export const TRIP_KINDS = ['hajj', 'umrah', 'vacation'] as const;
export const tripKindSchema = z.enum(TRIP_KINDS);
export type TripKind = z.infer<typeof tripKindSchema>;

/** The kind of trip a package category is (anything but hajj and umrah is a vacation, spec §3). */
export const tripKindOf = (category: string): TripKind => {
  const lower = category.toLowerCase();
  return lower === 'hajj' || lower === 'umrah' ? lower : 'vacation';
};

const MENINGITIS: VaccineRule = { name: 'Meningococcal ACWY', validYears: 3, daysBeforeDeparture: 10 };

/** The Saudi rules for pilgrims (meningitis ACWY, ten days before), six months of passport everywhere. */
export const DEFAULT_TRAVEL_RULES: Record<TripKind, TravelRules> = {
  hajj: { passportValidMonthsAfterReturn: 6, vaccines: [MENINGITIS] },
  umrah: { passportValidMonthsAfterReturn: 6, vaccines: [MENINGITIS] },
  vacation: { passportValidMonthsAfterReturn: 6, vaccines: [] },
};

export const travelRulesByKindSchema = z.strictObject({
  hajj: travelRulesSchema,
  umrah: travelRulesSchema,
  vacation: travelRulesSchema,
});
export type TravelRulesByKind = z.infer<typeof travelRulesByKindSchema>;

/** A traveller's checklist: each thing missing or wrong, in words a customer reads, and whether all is done. */
export const readinessSchema = z.object({
  missingDetails: z.array(z.string()),
  /** Documents not sent yet. */
  missingDocuments: z.array(z.string()),
  /** What is wrong with what was sent or typed (a passport too short, a vaccination too late, a mismatch). */
  problems: z.array(z.string()),
  visa: z.enum(['not_started', 'submitted', 'issued', 'refused']),
  roomNumber: z.string().optional(),
  paid: z.boolean(),
  ready: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;

interface Trip {
  departsOn: string;
  returnsOn?: string | undefined;
  /** Vaccinations this departure requires besides the rules' (certificates to send, no dates to check). */
  extraVaccines: readonly string[];
}

const CERTIFICATE = ' vaccination certificate';

/** A vaccination's certificate as the checklist names it missing: `Meningococcal ACWY vaccination certificate`. */
export const vaccinationCertificate = (vaccine: string): string => `${vaccine}${CERTIFICATE}`;

/** The vaccine a missing document of the checklist is the certificate of, if it is one. */
export const vaccineOfMissing = (document: string): string | undefined =>
  document.endsWith(CERTIFICATE) ? document.slice(0, -CERTIFICATE.length) : undefined;

const has = (traveller: Traveller, kind: DocumentKind, vaccine?: string) =>
  traveller.documents.filter(
    (document) =>
      document.kind === kind &&
      !document.removedAt &&
      (vaccine === undefined || document.vaccine === vaccine),
  );

/** Why a vaccination certificate does not meet its rule on this trip, if it does not. */
function vaccinationProblem(
  rule: VaccineRule,
  vaccinatedOn: string | undefined,
  trip: Trip,
): string | undefined {
  if (!vaccinatedOn) return `${rule.name}: the date of the vaccination is needed.`;
  const latest = addDays(trip.departsOn, -rule.daysBeforeDeparture);
  if (vaccinatedOn > latest) {
    return `${rule.name}: given on ${writtenDay(vaccinatedOn)}, less than ${rule.daysBeforeDeparture} days before the departure (${writtenDay(latest)} at the latest).`;
  }
  const back = trip.returnsOn ?? trip.departsOn;
  if (addMonths(vaccinatedOn, rule.validYears * 12) < back) {
    return `${rule.name}: given on ${writtenDay(vaccinatedOn)}, no longer valid on the return (${writtenDay(back)}).`;
  }
  return undefined;
}

/**
 * The checklist of a traveller on a trip: the details a visa needs, a passport valid long enough, the
 * documents (passport page, photo, each vaccination the rules and the departure ask for, their dates
 * checked), the visa issued, a room allocated, the booking paid; `ready` when nothing is left.
 */
export function readinessOf(
  traveller: Traveller,
  trip: Trip,
  rules: TravelRules,
  { paid }: { paid: boolean },
): Readiness {
  const missingDetails = REQUIRED_DETAILS.filter((detail: RequiredDetail) => !traveller[detail]).map(
    (detail) => DETAIL_LABELS[detail],
  );
  const problems: string[] = [];
  const back = trip.returnsOn ?? trip.departsOn;
  const validUntil = addMonths(back, rules.passportValidMonthsAfterReturn);
  if (traveller.passportExpiresOn && traveller.passportExpiresOn < validUntil) {
    problems.push(
      `The passport expires on ${writtenDay(traveller.passportExpiresOn)}: it must be valid until ${writtenDay(validUntil)} at least, ${rules.passportValidMonthsAfterReturn} months after the return.`,
    );
  }
  const missingDocuments: string[] = [];
  // The latest passport page stands for the passport: one sent again replaces a blurred one.
  const scan = has(traveller, 'passport_scan').at(-1);
  if (!scan) missingDocuments.push(DOCUMENT_KIND_LABELS.passport_scan);
  if (scan?.mrz && scan.mrz.mismatches.length > 0) {
    const { mismatches } = scan.mrz;
    problems.push(
      `The passport page does not match the ${mismatches.join(', ')} typed: check ${mismatches.length === 1 ? 'it' : 'them'}.`,
    );
  }
  if (has(traveller, 'photo').length === 0) missingDocuments.push(DOCUMENT_KIND_LABELS.photo);
  for (const rule of rules.vaccines) {
    const certificates = has(traveller, 'vaccination', rule.name);
    if (certificates.length === 0) {
      missingDocuments.push(vaccinationCertificate(rule.name));
      continue;
    }
    const found = certificates.map((certificate) => vaccinationProblem(rule, certificate.vaccinatedOn, trip));
    if (found.every(Boolean)) problems.push(found[found.length - 1] ?? '');
  }
  for (const vaccine of trip.extraVaccines) {
    if (has(traveller, 'vaccination', vaccine).length === 0)
      missingDocuments.push(vaccinationCertificate(vaccine));
  }
  const visa: VisaStatus = traveller.visa.status;
  const ready =
    missingDetails.length === 0 &&
    missingDocuments.length === 0 &&
    problems.length === 0 &&
    visa === 'issued' &&
    traveller.roomNumber !== undefined &&
    paid;
  return {
    missingDetails,
    missingDocuments,
    problems,
    visa,
    ...(traveller.roomNumber !== undefined && { roomNumber: traveller.roomNumber }),
    paid,
    ready,
  };
}

/** One traveller's row of a departure's readiness board: their booking's money beside their checklist. */
export const readinessRowSchema = z.object({
  bookingId: z.string(),
  bookingReference: z.string(),
  bookingStatus: z.string(),
  travellerId: z.string(),
  fullName: z.string(),
  /** Of the booking, in whole naira. */
  paid: z.number().int(),
  balance: z.number().int(),
  balanceDueOn: z.string(),
  readiness: readinessSchema,
});
export type ReadinessRow = z.infer<typeof readinessRowSchema>;

/** A departure's readiness board: every traveller holding a seat, and how many are ready to fly. */
export const readinessBoardSchema = z.object({
  departureId: z.string(),
  departsOn: z.string(),
  documentsDueOn: z.string(),
  rows: z.array(readinessRowSchema),
  ready: z.number().int(),
});
export type ReadinessBoard = z.infer<typeof readinessBoardSchema>;
