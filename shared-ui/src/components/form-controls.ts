import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 1px; }
  &:disabled { background: ${({ theme }) => theme.colors.surface}; cursor: not-allowed; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

/** A text input unless told otherwise: `type` is always written out (autocomplete needs it, H98). */
export const Input = styled.input.attrs(({ type }) => ({ type: type ?? 'text' }))`${control}`;
export const Select = styled.select`${control}`;
export const TextArea = styled.textarea`
  ${control}
  min-height: 8rem;
  resize: vertical;
`;

/** A label wrapping its control, so every field is labelled. */
export const FieldLabel = styled.label`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  & > span { font-weight: 600; }
`;

export const FieldHint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
  font-size: 0.9rem;
`;
