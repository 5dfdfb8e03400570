import { FORM_FIELD } from '@safa/remote-types';
import type { FormId } from '../../forms/site-forms';

/**
 * Which form this is, and what it carries besides what the visitor types (a category, a package), as
 * hidden fields: a form posted without the app says it all by itself.
 */
export function FormIdentity({ form, carries = {} }: { form: FormId; carries?: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name={FORM_FIELD} value={form} />
      {Object.entries(carries).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
