import { Button, FieldLabel, Select, useIsLive } from '@safa/shared-ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  label { flex: 1 1 12rem; }
`;

interface TravellerCountChoiceProps {
  /** The address's parameters the page keeps (its package and departure). */
  keep: Record<string, string>;
  count: number;
  max: number;
  /** With the app running: the rows change in place, keeping what was typed. */
  onChange: (count: number) => void;
}

/**
 * How many travellers: without the app a plain GET form that reloads the page with `&travellers=N`
 * (a form cannot sit in another); with it, the rows change in place.
 */
export function TravellerCountChoice({ keep, count, max, onChange }: TravellerCountChoiceProps) {
  const live = useIsLive();
  const onSubmit = (event: FormEvent) => {
    if (live) event.preventDefault();
  };
  return (
    <Row method="get" action="/book" onSubmit={onSubmit} aria-label="Number of travellers">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FieldLabel>
        <span>How many travellers?</span>
        <Select
          name="travellers"
          value={String(count)}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {Array.from({ length: max }, (_, index) => index + 1).map((number) => (
            <option key={number} value={number}>
              {number} {number === 1 ? 'traveller' : 'travellers'}
            </option>
          ))}
        </Select>
      </FieldLabel>
      {live ? null : (
        <Button type="submit" $variant="secondary">
          Change
        </Button>
      )}
    </Row>
  );
}
