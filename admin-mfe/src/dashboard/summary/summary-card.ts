import styled from 'styled-components';

/** One part of the dashboard's summary. */
export const Card = styled.div`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0 0 0.5rem; font-size: 1rem; }
  p, ul { margin: 0.35rem 0 0; }
  ul { padding-left: 1.1rem; }
`;
