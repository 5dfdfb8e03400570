import { FieldError, FieldHint } from '@safa/shared-ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  align-content: start;
  label { font-weight: 600; }
`;

/** What a field's control needs to be named and described by its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  label: string;
  hint?: ReactNode;
  /** The problem with what is typed, shown under the field and read with it. */
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled field with its hint and its problem under it, all tied to the control for screen readers. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error && { 'aria-invalid': true }),
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
