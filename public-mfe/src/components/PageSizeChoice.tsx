import { Select, useIsLive } from '@safa/shared-ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const LINK_SIZE = '44px';
const LINK_GAP = '0.25rem';

/**
 * The label over its control, in a box as wide as a row of the links (or the screen) in both forms:
 * when the select replaces the links, nothing around the choice moves.
 */
const Choice = styled.div<{ $count: number }>`
  display: grid;
  justify-items: start;
  gap: 0.35rem;
  width: min(100%, calc(${({ $count }) => $count} * ${LINK_SIZE} + ${({ $count }) => $count - 1} * ${LINK_GAP}));
  font-weight: 600;
  ul {
    display: grid;
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, ${LINK_SIZE}));
    gap: ${LINK_GAP};
    width: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: grid;
    place-items: center;
    min-height: ${LINK_SIZE};
    border-radius: ${({ theme }) => theme.radii.md};
    text-decoration: none;
  }
  a[aria-current='true'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
  select { width: auto; }
`;

interface PageSizeChoiceProps {
  label: string;
  options: readonly number[];
  value: number;
  /** Chooses a size (with the app running). */
  onChange: (value: number) => void;
  /** The address of the list at a size, for the links of a page whose app has not started (yet). */
  addressOf: (value: number) => string;
}

/** How many a page shows: a select once the app runs; before it (and without scripts), a link for each. */
export function PageSizeChoice({ label, options, value, onChange, addressOf }: PageSizeChoiceProps) {
  const live = useIsLive();
  const labelId = useId();
  if (live) {
    return (
      <Choice as="label" $count={options.length}>
        <span>{label}</span>
        <Select value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </Choice>
    );
  }
  return (
    <Choice role="group" aria-labelledby={labelId} $count={options.length}>
      <span id={labelId}>{label}</span>
      <ul>
        {options.map((option) => (
          <li key={option}>
            <Link to={addressOf(option)} aria-current={option === value ? 'true' : undefined}>
              {option}
            </Link>
          </li>
        ))}
      </ul>
    </Choice>
  );
}
