import { NEW_PACKAGE_DEFAULTS, type Package, packageInputSchema } from '@safa/contract';
import { z } from 'zod';

/** The form keeps numbers as typed; the shared schema turns them into numbers and checks them. */
export const packageFormValuesSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.string(),
  numberOfPeople: z.string(),
  days: z.string(),
  inclusions: z.array(z.string()),
  images: z.array(z.string()),
});
export type PackageFormValues = z.infer<typeof packageFormValuesSchema>;

/**
 * What the form holds, checked and converted by the shared §5 rules. (A plain `pipe` will not
 * type-check: the shared schema's preprocessed fields take `unknown`.)
 */
export const packageFormSchema = packageFormValuesSchema.transform((values, context) => {
  const checked = packageInputSchema.safeParse(values);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** §5's checks in order: the first failing one is the one the operator sees. */
export const PACKAGE_CHECK_ORDER = [
  'title',
  'description',
  'category',
  'images',
  'inclusions',
  'price',
  'numberOfPeople',
] as const;

export function toFormValues(existing?: Package): PackageFormValues {
  const source = existing ?? NEW_PACKAGE_DEFAULTS;
  return {
    title: source.title,
    description: source.description,
    category: source.category,
    price: String(source.price),
    numberOfPeople: String(source.numberOfPeople),
    days: source.days,
    inclusions: [...source.inclusions],
    // Stored images stay as their /api/media URLs: the BFF keeps them, nothing is re-uploaded.
    images: [...source.images],
  };
}

/** An edit (with the package's id) or a new package, as last typed. */
export const packageDraftSchema = z.object({
  packageId: z.string().optional(),
  values: packageFormValuesSchema,
});
export type PackageDraft = z.infer<typeof packageDraftSchema>;
export const PACKAGE_DRAFT_KEY = 'package';
