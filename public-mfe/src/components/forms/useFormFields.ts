import { type ChangeEvent, useState } from 'react';

/** Controlled text fields keyed by their `name`, with a reset for after a successful send. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const set = (name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const reset = () => setValues(initial);
  return { values, bind, set, reset };
}
