/**
 * How a page reads a parameter of its address: the value it reads, or undefined when it shows what it
 * shows without it. A page's readings make its key (see page-key.ts): any other parameter, or a value
 * the page would not read, changes nothing.
 */
export type Reading = (value: string) => string | undefined;

/** A whole number from 1 to `max`, as written plainly ('01' is 1). */
export const whole =
  (max: number): Reading =>
  (value) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 && number <= max ? String(number) : undefined;
  };

/** One of `values`, exactly. */
export const oneOf =
  (...values: string[]): Reading =>
  (value) =>
    values.includes(value) ? value : undefined;

/** Any value, as it is (an id: the page says when it names nothing). */
export const asIs: Reading = (value) => value;
