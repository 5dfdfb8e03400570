import { FieldLabel, Select } from '@safa/shared-ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useIsLive } from './useBrowserValue';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  font-weight: 600;
  ul { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.md};
    text-decoration: none;
  }
  a[aria-current='true'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
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
      <FieldLabel>
        <span>{label}</span>
        <Select value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </FieldLabel>
    );
  }
  return (
    <Choices role="group" aria-labelledby={labelId}>
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
    </Choices>
  );
}
