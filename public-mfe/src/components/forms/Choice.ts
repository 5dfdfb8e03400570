import styled from 'styled-components';

/** A radio button or checkbox with its words, the whole row to tap (44 px high at least), marked once chosen. */
export const Choice = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  input { width: 1.25rem; height: 1.25rem; margin: 0.1rem 0 0; flex: none; accent-color: ${({ theme }) => theme.colors.primary}; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primaryLight}; }
  strong { margin-left: auto; white-space: nowrap; }
`;
