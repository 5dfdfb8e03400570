import { z } from 'zod';
import { calendarDay, linkTokenValue, objectIdSchema, personName, timestampSchema } from './common';
import { lagosToday } from './lagos-calendar';
import { LIMITS } from './rules';

/**
 * A traveller of a booking, and what a Hajj or Umrah file needs of each: their details as in the
 * passport, their documents, their visa, their room.
 */

/** Who a traveller is, as the price goes: an adult, a child with a bed or without one, an infant (under 2). */
export const TRAVELLER_TYPES = ['adult', 'child_bed', 'child_no_bed', 'infant'] as const;
export const travellerTypeSchema = z.enum(TRAVELLER_TYPES, {
  error: 'Choose who travels: adult, child or infant.',
});
export type TravellerType = z.infer<typeof travellerTypeSchema>;

export const TRAVELLER_TYPE_LABELS: Record<TravellerType, string> = {
  adult: 'Adult',
  child_bed: 'Child with a bed',
  child_no_bed: 'Child without a bed',
  infant: 'Infant (under 2)',
};

/** Whether a traveller of this type takes a bed of the room. */
export const takesABed = (type: TravellerType): boolean => type === 'adult' || type === 'child_bed';

export const SEXES = ['F', 'M'] as const;
export const sexSchema = z.enum(SEXES, { error: 'Choose female or male, as in the passport.' });
export type Sex = z.infer<typeof sexSchema>;
export const SEX_LABELS: Record<Sex, string> = { F: 'Female', M: 'Male' };

export const PASSPORT_NUMBER_MAX = 20;

/** A day up to today in Lagos: `label` names it in a format error, `which` in the one of a future day. */
const notInTheFuture = (label: string, which: string) =>
  calendarDay(label).refine((day) => day <= lagosToday(), { error: `${which} cannot be in the future.` });

/** An optional day as a form gives it: empty is none. */
const optionalDay = <T extends z.ZodType<string>>(day: T) =>
  day.optional().or(z.literal('').transform(() => undefined));

/** A passport number as typed: spaces and dashes are how people group it, not part of it (`a1234 5678` is A12345678). */
export const passportNumberSchema = z
  .string()
  .overwrite((number) => number.replace(/[\s-]+/g, ''))
  .toUpperCase()
  .max(PASSPORT_NUMBER_MAX, { error: 'A passport number is at most 20 letters and digits.' })
  .regex(/^[A-Z0-9]*$/, { error: 'A passport number has letters and digits only.' })
  .optional()
  .transform((value) => value || undefined);

/** A nationality as passports write it: three letters (NGA for Nigeria). */
export const nationalitySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{3})?$/, { error: 'A nationality is three letters, as in the passport (NGA for Nigeria).' })
  .optional()
  .transform((value) => value || undefined);

/** A traveller's details as the passport gives them; all but the name may come later. */
const travellerDetailFields = {
  fullName: personName('Each traveller’s full name, as in the passport, is required.', LIMITS.nameMax),
  sex: sexSchema.optional().or(z.literal('').transform(() => undefined)),
  dateOfBirth: optionalDay(notInTheFuture('Date of birth', 'A date of birth')),
  nationality: nationalitySchema,
  passportNumber: passportNumberSchema,
  passportIssuedOn: optionalDay(notInTheFuture('Passport issue date', 'A passport’s issue date')),
  passportExpiresOn: optionalDay(calendarDay('Passport expiry date')),
};

const passportDatesProblems = (
  details: { passportIssuedOn?: string | undefined; passportExpiresOn?: string | undefined },
  context: z.RefinementCtx,
) => {
  if (
    details.passportIssuedOn &&
    details.passportExpiresOn &&
    details.passportExpiresOn <= details.passportIssuedOn
  ) {
    context.addIssue({
      code: 'custom',
      path: ['passportExpiresOn'],
      message: 'A passport expires after it was issued.',
    });
  }
};

/** A traveller as a booking names them: who travels (adult by default), and what is known of them yet. */
export const travellerInputSchema = z
  .strictObject({ ...travellerDetailFields, type: travellerTypeSchema.default('adult') })
  .superRefine(passportDatesProblems);
export type TravellerInput = z.input<typeof travellerInputSchema>;

/**
 * A traveller's details completed or corrected later, by the customer (until the documents are due)
 * or the operator: the fields given change, those left out or empty stay as they were.
 */
export const travellerDetailsSchema = z
  .strictObject({
    travellerId: objectIdSchema,
    ...travellerDetailFields,
    fullName: travellerDetailFields.fullName.optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine(passportDatesProblems);
export type TravellerDetails = z.input<typeof travellerDetailsSchema>;

/** The details a visa and an airline need of every traveller. */
export const REQUIRED_DETAILS = [
  'sex',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportIssuedOn',
  'passportExpiresOn',
] as const;
export type RequiredDetail = (typeof REQUIRED_DETAILS)[number];

export const DETAIL_LABELS: Record<RequiredDetail, string> = {
  sex: 'sex',
  dateOfBirth: 'date of birth',
  nationality: 'nationality',
  passportNumber: 'passport number',
  passportIssuedOn: 'passport issue date',
  passportExpiresOn: 'passport expiry date',
};

export const VISA_STATUSES = ['not_started', 'submitted', 'issued', 'refused'] as const;
export const visaStatusSchema = z.enum(VISA_STATUSES);
export type VisaStatus = z.infer<typeof visaStatusSchema>;
export const VISA_STATUS_LABELS: Record<VisaStatus, string> = {
  not_started: 'Not started',
  submitted: 'Submitted',
  issued: 'Issued',
  refused: 'Refused',
};

/** The operator's word on a traveller's visa: issued with its number and day. */
export const visaInputSchema = z
  .strictObject({
    travellerId: objectIdSchema,
    status: visaStatusSchema,
    number: z.string().trim().max(40, { error: 'A visa number is at most 40 characters.' }).optional(),
    issuedOn: optionalDay(notInTheFuture('Visa issue date', 'A visa’s issue date')),
  })
  .superRefine((visa, context) => {
    if (visa.status !== 'issued') return;
    if (!visa.number)
      context.addIssue({ code: 'custom', path: ['number'], message: 'An issued visa has its number.' });
    if (!visa.issuedOn) {
      context.addIssue({ code: 'custom', path: ['issuedOn'], message: 'An issued visa has its issue date.' });
    }
  });
export type VisaInput = z.input<typeof visaInputSchema>;

/** What a traveller's file holds: the passport's photo page, a passport photo, vaccination certificates. */
export const DOCUMENT_KINDS = ['passport_scan', 'photo', 'vaccination'] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS, { error: 'Say what the document is.' });
export type DocumentKind = z.infer<typeof documentKindSchema>;
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  passport_scan: 'Passport photo page',
  photo: 'Passport photograph',
  vaccination: 'Vaccination certificate',
};

/** A document's file: a picture or a PDF, up to 10 MB (checked and cleaned like a transfer's proof). */
export const DOCUMENT_LIMITS = { bytes: 10 * 1024 * 1024, retentionDaysAfterReturn: 60 } as const;

/** What a customer is told of a document's file the API does not take. */
export const DOCUMENT_MESSAGES = {
  tooLarge: 'A document is at most 10 MB: send a smaller picture or PDF.',
} as const;

const documentUploadFields = {
  traveller: objectIdSchema,
  kind: documentKindSchema,
  /** For a vaccination: which (a rule's name, or one the departure lists) and on which day. */
  vaccine: z.string().trim().max(60).optional(),
  vaccinatedOn: optionalDay(notInTheFuture('Vaccination date', 'A vaccination date')),
};

const vaccinationProblems = (
  upload: { kind: DocumentKind; vaccine?: string | undefined; vaccinatedOn?: string | undefined },
  context: z.RefinementCtx,
) => {
  if (upload.kind !== 'vaccination') return;
  if (!upload.vaccine)
    context.addIssue({ code: 'custom', path: ['vaccine'], message: 'Say which vaccination it is.' });
  if (!upload.vaccinatedOn) {
    context.addIssue({
      code: 'custom',
      path: ['vaccinatedOn'],
      message: 'The date of the vaccination is required.',
    });
  }
};

/** The traveller and the document a customer uploads, named in the address (the body is the file). */
export const documentUploadQuerySchema = z
  .strictObject({
    token: linkTokenValue,
    ...documentUploadFields,
  })
  .superRefine(vaccinationProblems);
/** The same, by the operator for the customer (a document sent on WhatsApp). */
export const adminDocumentUploadQuerySchema = z
  .strictObject(documentUploadFields)
  .superRefine(vaccinationProblems);
export type DocumentUpload = z.output<typeof adminDocumentUploadQuerySchema>;

/** What was read of a passport's machine-readable zone, against what was typed. */
export const mrzReadingSchema = z.object({
  /** A passport's zone was found on the page; its number and dates are given only where their check digits hold. */
  read: z.boolean(),
  fields: z
    .object({
      fullName: z.string().optional(),
      passportNumber: z.string().optional(),
      sex: sexSchema.optional(),
      nationality: z.string().optional(),
      dateOfBirth: z.string().optional(),
      passportExpiresOn: z.string().optional(),
    })
    .optional(),
  /** The details typed that the passport says otherwise, by name: shown, never corrected silently. */
  mismatches: z.array(z.string()),
});
export type MrzReading = z.infer<typeof mrzReadingSchema>;

export const travellerDocumentSchema = z.object({
  id: z.string(),
  kind: documentKindSchema,
  vaccine: z.string().optional(),
  vaccinatedOn: z.string().optional(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: timestampSchema,
  /** A passport page's machine-readable zone, once read (in the background). */
  mrz: mrzReadingSchema.optional(),
  /** When its file was deleted, kept no longer after the trip. */
  removedAt: timestampSchema.optional(),
});
export type TravellerDocument = z.infer<typeof travellerDocumentSchema>;

/** A traveller as a booking's answers show it (passport numbers masked but to the operator's details). */
export const travellerSchema = z.object({
  id: z.string(),
  type: travellerTypeSchema,
  /** What this traveller pays, in whole naira (the room's price for their type, as booked). */
  price: z.number().int(),
  fullName: z.string(),
  sex: sexSchema.optional(),
  dateOfBirth: z.string().optional(),
  nationality: z.string().optional(),
  passportNumber: z.string().optional(),
  passportIssuedOn: z.string().optional(),
  passportExpiresOn: z.string().optional(),
  visa: z.object({
    status: visaStatusSchema,
    number: z.string().optional(),
    issuedOn: z.string().optional(),
  }),
  documents: z.array(travellerDocumentSchema),
  /** The room the operator put them in (the departure's rooming list). */
  roomNumber: z.string().optional(),
});
export type Traveller = z.infer<typeof travellerSchema>;

export const documentByLinkQuerySchema = z.strictObject({
  token: linkTokenValue,
});
