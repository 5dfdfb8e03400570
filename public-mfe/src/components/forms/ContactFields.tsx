import { TextField } from './TextField';
import type { FieldBinding } from './useFormFields';

interface ContactFieldsProps<Name extends string> {
  /** The names the form gives them: `name`, `phone` and `email`, or the booking's `contact.…`. */
  names: Record<'name' | 'phone' | 'email', Name>;
  /** The form's `bind` (see useFormFields). */
  bind: (name: Name) => FieldBinding;
}

/** Name, phone and e-mail, all required, filled in by the browser where it can: how the agency answers. */
export function ContactFields<Name extends string>({ names, bind }: ContactFieldsProps<Name>) {
  return (
    <>
      <TextField label="Name" required autoComplete="name" {...bind(names.name)} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...bind(names.phone)} />
      <TextField label="Email" type="email" required autoComplete="email" {...bind(names.email)} />
    </>
  );
}
