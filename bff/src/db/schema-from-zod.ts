import { Schema, type SchemaOptions, type SchemaTypeOptions, Types } from 'mongoose';
import { z } from 'zod';

/** The zod schemas made by `objectId()`, which become ObjectId paths. */
const OBJECT_IDS = new WeakSet<z.ZodType>();

/** A reference to another document, stored as an ObjectId (the API shows it as its hex string). */
export function objectId(): z.ZodType<Types.ObjectId> {
  const schema = z.custom<Types.ObjectId>((value) => value instanceof Types.ObjectId, {
    error: 'Invalid id.',
  });
  OBJECT_IDS.add(schema);
  return schema;
}

type Definition = Record<string, SchemaTypeOptions<unknown>>;

/** Mongoose options for fields that zod cannot say: indexes, `select: false`, TTLs. */
export type FieldOptions = Record<string, SchemaTypeOptions<unknown>>;

/**
 * A field without what only says whether it may be missing (optional, nullable), with the default it
 * has if any. A field with a default but neither of those is filled in when missing, and never null.
 */
function unwrap(declared: z.ZodType): { field: z.ZodType; optional: boolean; fallback?: unknown } {
  let field = declared;
  let optional = false;
  let fallback: unknown;
  for (;;) {
    if (field instanceof z.ZodOptional || field instanceof z.ZodNullable) {
      optional = true;
      field = field.unwrap() as z.ZodType;
    } else if (field instanceof z.ZodDefault) {
      fallback = field.def.defaultValue;
      field = field.unwrap() as z.ZodType;
    } else {
      return { field, optional, fallback };
    }
  }
}

/** The mongoose type of a field, or the schema of a nested object. */
function mongooseType(field: z.ZodType): SchemaTypeOptions<unknown>['type'] {
  if (OBJECT_IDS.has(field)) return Schema.Types.ObjectId;
  if (field instanceof z.ZodString || field instanceof z.ZodEnum) return String;
  if (field instanceof z.ZodLiteral) return typeof field.value === 'number' ? Number : String;
  if (field instanceof z.ZodNumber) return Number;
  if (field instanceof z.ZodBoolean) return Boolean;
  if (field instanceof z.ZodDate) return Date;
  if (field instanceof z.ZodObject) return new Schema(definitionOf(field.shape, {}), { _id: false });
  if (field instanceof z.ZodArray) return [mongooseType(unwrap(field.element as z.ZodType).field)];
  throw new Error(`No mongoose type for a zod ${field.def.type} field`);
}

/** A value as zod reads it: subdocuments as the plain objects they hold. */
const plain = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(plain)
    : typeof (value as { toObject?: unknown })?.toObject === 'function'
      ? (value as { toObject(): unknown }).toObject()
      : value;

/** The first problem zod finds with a value, as mongoose reports a failed validator. */
const problemWith = (field: z.ZodType) => (props: { value: unknown }) =>
  // Stryker disable next-line OptionalChaining,StringLiteral: asked only after zod refused, so an issue is there
  field.safeParse(plain(props.value)).error?.issues[0]?.message ?? 'Invalid value.';

/** A string is stored as zod gives it back: trimmed, lower-cased or normalised where its schema says so. */
const asZodReturnsIt = (field: z.ZodString) => (value: unknown) => {
  const parsed = field.safeParse(value);
  return parsed.success ? parsed.data : value;
};

/**
 * Whether a write must carry the field. Mongoose's `required` also refuses '' for a string; where the
 * contract accepts an empty string (a package's days: §5 says they are not validated) it means only
 * that the field is there. `this` is the document on a save and the query on an update: both `get`.
 */
function requirement(key: string, field: z.ZodType, optional: boolean) {
  if (optional) return false;
  if (!(field instanceof z.ZodString) || !field.safeParse('').success) return true;
  return function isMissing(this: { get(path: string): unknown }) {
    return this.get(key) == null;
  };
}

/**
 * Nested objects are subdocuments, checked field by field; any other field (a list of objects
 * included: its length) is checked whole against its own zod schema.
 */
function definitionOf(shape: Record<string, z.ZodType>, fieldOptions: FieldOptions): Definition {
  const definition: Definition = {};
  for (const [key, declared] of Object.entries(shape)) {
    const { field, optional, fallback } = unwrap(declared);
    definition[key] = {
      type: mongooseType(field),
      required: requirement(key, field, optional),
      ...(field instanceof z.ZodString && { set: asZodReturnsIt(field) }),
      ...(field instanceof z.ZodEnum && { enum: field.options }),
      ...(fallback !== undefined && { default: fallback }),
      ...(!(field instanceof z.ZodObject) && {
        validate: {
          validator: (value: unknown) => (value == null && optional) || field.safeParse(plain(value)).success,
          message: problemWith(field),
        },
      }),
      ...fieldOptions[key],
    };
  }
  return definition;
}

/**
 * A mongoose schema whose fields, types and rules are those of a zod object (a contract's record, or
 * the BFF's own): each field is required unless optional or nullable (a default fills in a missing
 * one), every write is checked against the field's own zod schema, and strings are kept as zod
 * returns them, so the database holds to exactly what the API promises. What zod cannot say
 * (indexes, `select: false`, TTLs) comes in `fields`, beside the model.
 */
export function schemaFromZod<T>(
  record: { shape: Record<string, z.ZodType> },
  options: SchemaOptions & { fields?: FieldOptions } = {},
): Schema<T> {
  const { fields = {}, ...schemaOptions } = options;
  return new Schema(definitionOf(record.shape, fields), schemaOptions) as unknown as Schema<T>;
}
