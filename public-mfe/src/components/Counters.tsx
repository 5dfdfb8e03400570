import styled from 'styled-components';

/** §9 hero counters. */
export const COUNTERS = [
  { value: '10+', label: 'Years of experience' },
  { value: '700+', label: 'Success journeys' },
  { value: '12+', label: 'Awards' },
] as const;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.75rem;
  margin: 1.5rem 0;
  /* The number above its label (read after it), every number on the same line whatever its label's length. */
  div { display: flex; flex-direction: column-reverse; justify-content: flex-end; text-align: center; }
  dt { font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-size: clamp(1.6rem, 6vw, 2.4rem); font-weight: 800; color: ${({ theme }) => theme.colors.primary}; }
`;

export function Counters() {
  return (
    <List>
      {COUNTERS.map((counter) => (
        <div key={counter.label}>
          <dt>{counter.label}</dt>
          <dd>{counter.value}</dd>
        </div>
      ))}
    </List>
  );
}
