import { FieldError, FieldLabel, Input, TextArea } from '@safa/shared-ui';
import { type ComponentProps, useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
`;

type TextFieldProps = {
  label: string;
  /** What is wrong with the value, shown under the field (and by the browser, which then won't submit). */
  error?: string;
} & (
  | ({ multiline?: false } & ComponentProps<typeof Input>)
  | ({ multiline: true } & ComponentProps<typeof TextArea>)
);

const withoutMultiline = <P extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: P) => rest;

/** A labelled text input or text area, with its error message under it. */
export function TextField({ label, error, ...props }: TextFieldProps) {
  const errorId = useId();
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    // The browser's own check then refuses the form with the same words.
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => element?.setCustomValidity(error ?? ''),
  };
  const control = props.multiline ? (
    <TextArea {...withoutMultiline(props)} {...described} />
  ) : (
    <Input {...withoutMultiline(props)} {...described} />
  );
  return (
    <Field>
      <FieldLabel>
        <span>{label}</span>
        {control}
      </FieldLabel>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
