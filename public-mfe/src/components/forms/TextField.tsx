import { FieldLabel, Input, TextArea } from '@safa/shared-ui';
import type { ComponentProps } from 'react';

type TextFieldProps = { label: string } & (
  | ({ multiline?: false } & ComponentProps<typeof Input>)
  | ({ multiline: true } & ComponentProps<typeof TextArea>)
);

/** A labelled text input or text area. */
export function TextField(props: TextFieldProps) {
  if (props.multiline) {
    const { label, multiline: _multiline, ...rest } = props;
    return (
      <FieldLabel>
        <span>{label}</span>
        <TextArea {...rest} />
      </FieldLabel>
    );
  }
  const { label, multiline: _multiline, ...rest } = props;
  return (
    <FieldLabel>
      <span>{label}</span>
      <Input {...rest} />
    </FieldLabel>
  );
}
