import styled from 'styled-components';

const Note = styled.p`
  padding: 2rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** What a list shows when it has nothing, or could not be loaded. */
export function EmptyState({ children }: { children: string }) {
  return <Note>{children}</Note>;
}
