import { z } from 'zod';
import { archivedAtSchema, archivedQuery } from './archive';
import { blankValues } from './blank-values';
import { entitySchema, requiredText, timestampSchema } from './common';
import { listQuerySchema, pageSchema, searchQuery } from './list-page';
import { picturesSchema } from './media';
import {
  INLINE_DATA_PATTERN,
  LIMITS,
  MEDIA_URL_PATTERN,
  PACKAGE_CATEGORIES,
  PACKAGE_MESSAGES,
  PACKAGE_RULES,
} from './rules';

export const packageCategorySchema = z.enum(PACKAGE_CATEGORIES);
export type PackageCategory = z.infer<typeof packageCategorySchema>;

/** A stored file (`/api/media/<id>`) or new inline picture data (`data:image/...;base64,...`). */
export const imageRefSchema = z
  .string()
  .refine((value) => MEDIA_URL_PATTERN.test(value) || INLINE_DATA_PATTERN.test(value), {
    error: 'Each image must be a stored picture (/api/media/...) or inline picture data.',
  });

/** §3: lists may arrive as JSON strings of lists; `message` answers a missing or unreadable list. */
const listOrJsonList = <T extends z.ZodType>(item: T, message: string, max: number, noun: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(item, { error: message }).max(max, { error: `A package has at most ${max} ${noun}.` }),
  );

const inclusionsSchema = listOrJsonList(
  z.string().max(LIMITS.inclusionMax),
  PACKAGE_MESSAGES.inclusions,
  LIMITS.packageInclusions,
  'inclusions',
).transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));

/** §3: compared in lower case; 'others' is the old name of 'vacation'. */
const categoryInputSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const lower = value.trim().toLowerCase();
    return lower === 'others' ? 'vacation' : lower;
  },
  z.enum(PACKAGE_CATEGORIES, { error: PACKAGE_MESSAGES.category }),
);

const numberInput = (message: string, check: (value: number) => boolean) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: message })
      .refine((value) => Number.isFinite(value) && check(value), { error: message }),
  );

/**
 * The package form's fields. They stand in the order of §5's checks, so the first issue zod reports
 * is the first check that fails (and the admin form shows the first failing field in this order).
 */
const packageInputFields = {
  title: requiredText(PACKAGE_MESSAGES.title, LIMITS.titleMax),
  description: requiredText(PACKAGE_MESSAGES.description, LIMITS.descriptionMax),
  category: categoryInputSchema,
  images: listOrJsonList(imageRefSchema, PACKAGE_MESSAGES.images, LIMITS.packageImages, 'images').refine(
    (images) => images.length > 0,
    {
      error: PACKAGE_MESSAGES.images,
    },
  ),
  inclusions: inclusionsSchema.refine((items) => items.length > 0, { error: PACKAGE_MESSAGES.inclusions }),
  price: numberInput(PACKAGE_MESSAGES.price, PACKAGE_RULES.price),
  numberOfPeople: numberInput(PACKAGE_MESSAGES.numberOfPeople, PACKAGE_RULES.numberOfPeople),
  days: z
    .union([z.string().trim().max(40, { error: 'Days is too long (at most 40 characters).' }), z.number()])
    .transform(String)
    .default('1'),
  name: z.string().trim().max(LIMITS.titleMax).optional(),
};

/** The package form's fields, in the order of §5's checks. */
export const PACKAGE_FIELDS = Object.keys(packageInputFields) as Array<keyof typeof packageInputFields>;

/** The package form's body. */
export const packageInputSchema = z
  .strictObject(packageInputFields)
  // The pictures' alt text is the title unless the package says otherwise.
  .transform(({ name, ...fields }) => ({ ...fields, name: name || fields.title }));
export type PackageInput = z.input<typeof packageInputSchema>;
export type PackageData = z.output<typeof packageInputSchema>;
/**
 * The input as code writes it (the demo packages): each field of the type it is checked into,
 * optional where the input may leave it out.
 */
export type PackageValues = { [Key in keyof PackageInput]: PackageData[Key & keyof PackageData] };

/** §3 New package defaults: empty texts and lists, price 0, the input's defaults (days 1), and people 1. */
export const NEW_PACKAGE_DEFAULTS = { ...blankValues(packageInputFields), numberOfPeople: 1 };

/**
 * A package's own fields as stored and answered (the store adds the id and timestamps), with the
 * rules the database holds to as well. Lists may be empty in a record (the admin shows 'No
 * inclusions listed' for one), though a save needs at least one of each.
 */
export const packageRecordSchema = z.object({
  title: z.string().min(1, { error: PACKAGE_MESSAGES.title }).max(LIMITS.titleMax),
  name: z.string().max(LIMITS.titleMax).describe('Alt text of the pictures'),
  description: z.string().min(1, { error: PACKAGE_MESSAGES.description }).max(LIMITS.descriptionMax),
  category: packageCategorySchema,
  images: z.array(z.string()).max(LIMITS.packageImages),
  inclusions: z.array(z.string().max(LIMITS.inclusionMax)).max(LIMITS.packageInclusions),
  price: z.number().refine(PACKAGE_RULES.price, { error: PACKAGE_MESSAGES.price }),
  numberOfPeople: z.number().refine(PACKAGE_RULES.numberOfPeople, { error: PACKAGE_MESSAGES.numberOfPeople }),
  days: z.string(),
});
export type PackageRecord = z.infer<typeof packageRecordSchema>;

export const packageSchema = entitySchema.extend({
  ...packageRecordSchema.shape,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  pictures: picturesSchema.optional(),
  archivedAt: archivedAtSchema,
  everBooked: z
    .boolean()
    .optional()
    .describe(
      'In the operator’s list: whether any of its departures was ever booked (archived then, never deleted)',
    ),
});
export type Package = z.infer<typeof packageSchema>;

export const packageListSchema = z.array(packageSchema);
export const packageListQuerySchema = listQuerySchema({
  search: searchQuery('the title and the description, read as one text (title, a space, description)'),
});
export type PackageListQuery = z.input<typeof packageListQuerySchema>;
export const packagePageSchema = pageSchema(packageSchema);
export const operatorPackageListQuerySchema = listQuerySchema({
  search: searchQuery('the title and the description, read as one text (title, a space, description)'),
  archived: archivedQuery,
});
export type OperatorPackageListQuery = z.input<typeof operatorPackageListQuerySchema>;

/** §3 Current Hajj record, as stored and answered: both 0 until set. */
export const hajjCurrentSchema = z.object({
  price: z.number().default(0),
  numberOfPeople: z.number().default(0),
});
export type HajjCurrent = z.infer<typeof hajjCurrentSchema>;
