import { Schema, type SchemaOptions, type SchemaTypeOptions } from 'mongoose';
import { z } from 'zod';

/** The mongoose type of a zod field: strings, numbers, booleans, enums and lists of them. */
function mongooseType(field: z.ZodType): SchemaTypeOptions<unknown>['type'] {
  if (field instanceof z.ZodString || field instanceof z.ZodEnum) return String;
  if (field instanceof z.ZodNumber) return Number;
  if (field instanceof z.ZodBoolean) return Boolean;
  if (field instanceof z.ZodArray) return [mongooseType(field.element as z.ZodType)];
  throw new Error(`No mongoose type for a zod ${field.def.type} field`);
}

/** The first problem zod finds with a value, as mongoose reports a failed validator. */
const problemWith = (field: z.ZodType) => (props: { value: unknown }) =>
  field.safeParse(props.value).error?.issues[0]?.message ?? 'Invalid value.';

/**
 * Whether a write must carry the field. Mongoose's `required` also refuses '' for a string; where the
 * contract accepts an empty string (a package's days: §6 says they are not validated) it means only
 * that the field is there. `this` is the document on a save and the query on an update: both `get`.
 */
function requirement(key: string, declared: z.ZodType, field: z.ZodType) {
  if (declared instanceof z.ZodOptional) return false;
  if (!(field instanceof z.ZodString) || !field.safeParse('').success) return true;
  return function isMissing(this: { get(path: string): unknown }) {
    return this.get(key) == null;
  };
}

/**
 * A mongoose schema whose fields, types and rules are those of a contract's zod object: each field is
 * required unless optional, and every write is checked against the field's own zod schema, so the
 * database holds to exactly what the API promises.
 */
export function schemaFromZod<T>(record: { shape: Record<string, z.ZodType> }, options: SchemaOptions = {}) {
  const definition: Record<string, SchemaTypeOptions<unknown>> = {};
  for (const [key, declared] of Object.entries(record.shape)) {
    const field = declared instanceof z.ZodOptional ? (declared.unwrap() as z.ZodType) : declared;
    definition[key] = {
      type: mongooseType(field),
      required: requirement(key, declared, field),
      ...(field instanceof z.ZodEnum && { enum: field.options }),
      validate: {
        validator: (value: unknown) => field.safeParse(value).success,
        message: problemWith(field),
      },
    };
  }
  return new Schema(definition, options) as unknown as Schema<T>;
}
