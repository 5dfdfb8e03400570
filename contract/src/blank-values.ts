import { z } from 'zod';

/** A field's blank value: a list or a number of its own type; text otherwise (a choice not yet made is ''). */
type Blank<T> = T extends readonly unknown[]
  ? T
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : string;

/** A field's declared default, else its kind's blank: '', [], 0 or false. */
function blankOf(field: z.ZodType): unknown {
  if (field instanceof z.ZodDefault) return field.def.defaultValue;
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable)
    return blankOf(field.unwrap() as z.ZodType);
  // Preprocessed or transformed: what is checked is the blank's kind.
  if (field instanceof z.ZodPipe)
    return blankOf((field.out instanceof z.ZodTransform ? field.in : field.out) as z.ZodType);
  if (field instanceof z.ZodString || field instanceof z.ZodEnum) return '';
  if (field instanceof z.ZodArray) return [];
  if (field instanceof z.ZodNumber) return 0;
  if (field instanceof z.ZodBoolean) return false;
  throw new Error(`No blank value for a zod ${field.def.type} field`);
}

/** What a new form of the fields in `shape` starts from: each field's default, or its kind's blank. */
export function blankValues<Shape extends z.ZodRawShape>(
  shape: Shape,
): { [Key in keyof Shape]: Blank<z.output<Shape[Key]>> } {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, blankOf(field as z.ZodType)]),
  ) as {
    [Key in keyof Shape]: Blank<z.output<Shape[Key]>>;
  };
}
