import { FieldHint, FieldLabel, Input } from '@safa/shared-ui';
import { type RefObject, useId } from 'react';
import styled from 'styled-components';

/** A form of the private page that sends a file: its fields one under the other, its button as wide as its words. */
export const FileForm = styled.form`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  justify-self: stretch;
  input[type='file'] { font-weight: 400; }
`;

const Sending = styled.p`
  display: grid;
  gap: 0.35rem;
  justify-self: stretch;
  progress { width: 100%; height: 0.75rem; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/** What the customer's phone offers to pick: the pictures and PDFs the API takes. */
const FILE_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

interface FileFieldProps {
  label: string;
  name: string;
  hint: string;
  disabled: boolean;
  input: RefObject<HTMLInputElement | null>;
  onChosen(file: File | undefined): void;
}

/** The file to send: a picture or PDF, with what it is to be under it. */
export function FileField({ label, name, hint, disabled, input, onChosen }: FileFieldProps) {
  const hintId = useId();
  return (
    <Field>
      <FieldLabel>
        <span>{label}</span>
        <Input
          type="file"
          name={name}
          accept={FILE_TYPES}
          required
          disabled={disabled}
          aria-describedby={hintId}
          ref={input}
          onChange={() => onChosen(input.current?.files?.[0])}
        />
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
    </Field>
  );
}

/** How much of a file is sent, while it is on its way. */
export function SendingProgress({ progress, what }: { progress: number | undefined; what: string }) {
  if (progress === undefined) return null;
  return (
    <Sending role="status">
      <span>
        Sending {what}… {Math.round(progress * 100)}%
      </span>
      <progress value={progress} max={1} aria-label={`Sending ${what}`} />
    </Sending>
  );
}
