import { ApiError } from '@safa/api-client';

export interface FieldRefusal<Field extends string> {
  field: Field;
  message: string;
}

/** The form's field a problem's path names: the field of its whole path (`contact.phone`), else of its first step. */
const fieldAt = <Field extends string>(fields: readonly Field[], path: readonly PropertyKey[]) =>
  fields.find((field) => field === path.join('.')) ?? fields.find((field) => field === path[0]);

/**
 * Where a form shows the BFF's refusal of what it sent: each problem of a 400 at its field, and a 409
 * (a rule of the stored data, such as "more than the balance") at `conflictField` when the form names
 * one. Undefined when any of it has no field in the form: then it is for a dialog to say.
 */
export function fieldRefusals<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  conflictField?: Field,
): FieldRefusal<Field>[] | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const conflict = error.status === 409 ? error.serverText() : undefined;
  if (conflict) return conflictField ? [{ field: conflictField, message: conflict }] : undefined;
  const placed = error.issues.map(({ path, message }) => ({ field: fieldAt(fields, path), message }));
  return placed.length > 0 && placed.every((refusal) => refusal.field !== undefined)
    ? (placed as FieldRefusal<Field>[])
    : undefined;
}

/** How a form marks a field refused (react-hook-form's `setError`). */
type SetFieldError<Field extends string> = (
  field: Field,
  error: { message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Shows the BFF's refusal at the form's fields (see `fieldRefusals`), the first one focused, and
 * says whether it could: when it could not, a dialog is to say it.
 */
export const showRefusalsAt =
  <Field extends string>(setError: SetFieldError<Field>, fields: readonly Field[], conflictField?: Field) =>
  (error: unknown): boolean => {
    const refusals = fieldRefusals(error, fields, conflictField);
    refusals?.forEach(({ field, message }, index) => {
      setError(field, { message }, { shouldFocus: index === 0 });
    });
    return refusals !== undefined;
  };
