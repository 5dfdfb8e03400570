import { NEW_PACKAGE_DEFAULTS, PACKAGE_FIELDS, type Package, packageInputSchema } from '@safa/contract';
import { z } from 'zod';

/** Every field of the input but the pictures' alt text, which follows the title. */
type FormField = Exclude<(typeof PACKAGE_FIELDS)[number], 'name'>;

/** The form's fields in the order of §5's checks: the first failing one is the one the operator sees. */
export const PACKAGE_FORM_FIELDS = PACKAGE_FIELDS.filter((field): field is FormField => field !== 'name');

/** The form keeps what is typed: a list as a list of texts, anything else (numbers too) as text. */
type FormShape = {
  [Field in FormField]: (typeof NEW_PACKAGE_DEFAULTS)[Field] extends readonly unknown[]
    ? z.ZodArray<z.ZodString>
    : z.ZodString;
};

export const packageFormValuesSchema = z.object(
  Object.fromEntries(
    PACKAGE_FORM_FIELDS.map((field) => [
      field,
      Array.isArray(NEW_PACKAGE_DEFAULTS[field]) ? z.array(z.string()) : z.string(),
    ]),
  ) as FormShape,
);
export type PackageFormValues = z.infer<typeof packageFormValuesSchema>;

/** A package's field as the form keeps it. */
const asTyped = (value: unknown) => (Array.isArray(value) ? value.map(String) : String(value));

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

/**
 * The form's values for a stored package, or for a new one (the §3 defaults). Stored images stay as
 * their /api/media URLs: the BFF keeps them, nothing is re-uploaded. A package stored before one of
 * its fields existed is answered without it: that field starts at its default.
 */
export function toFormValues(existing?: Package): PackageFormValues {
  return Object.fromEntries(
    PACKAGE_FORM_FIELDS.map((field) => [field, asTyped(existing?.[field] ?? NEW_PACKAGE_DEFAULTS[field])]),
  ) as PackageFormValues;
}

/** An edit (with the package's id) or a new package, as last typed. */
export const packageDraftSchema = z.object({
  packageId: z.string().optional(),
  values: packageFormValuesSchema,
});
export type PackageDraft = z.infer<typeof packageDraftSchema>;
export const PACKAGE_DRAFT_KEY = 'package';
