import { FieldError } from '@safa/shared-ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_GIVEN } from '../../forms/site-form';
import { Choice } from './Choice';
import type { FormFields } from './useFormFields';

interface ConsentFieldProps {
  /** What the details are used for: 'to arrange this trip'. */
  purpose: string;
  /** The form's fields (see useFormFields), whose `consent` this is. */
  fields: Pick<FormFields<{ consent: string }>, 'bind' | 'set'>;
}

/** Consent to the privacy notice (Nigeria Data Protection Act 2023), required. */
export function ConsentField({ purpose, fields }: ConsentFieldProps) {
  const errorId = useId();
  const { id, name, value, error } = fields.bind('consent');
  return (
    <div>
      <Choice>
        <input
          id={id}
          type="checkbox"
          name={name}
          value={CONSENT_GIVEN}
          required
          checked={value === CONSENT_GIVEN}
          onChange={(event) => fields.set('consent', event.target.checked ? CONSENT_GIVEN : '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          I agree that Safa Travels &amp; Tours uses these details {purpose}, as its{' '}
          <Link to="/privacy" target="_blank" rel="noopener">
            privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>{' '}
          says.
        </span>
      </Choice>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
