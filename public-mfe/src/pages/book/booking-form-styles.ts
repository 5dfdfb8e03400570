import styled from 'styled-components';

/** A part of the booking form (the room, a traveller, the contact, the messages) in its frame, under its legend. */
export const Group = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend { padding: 0 0.4rem; font-weight: 700; color: ${({ theme }) => theme.colors.primaryDark}; }
  p { margin: 0; }
`;

/** What a part of the form is for, in smaller words. */
export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;
