import { Button, Input } from '@safa/shared-ui';
import { type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.2rem 0.25rem 0.2rem 0.7rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  button {
    min-width: 32px;
    min-height: 32px;
    border: none;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
    font-size: 1.1rem;
  }
`;

interface InclusionsFieldProps {
  value: string[];
  onChange: (inclusions: string[]) => void;
}

/** Inclusions typed one at a time and shown as removable chips; blank text is never added (§5). */
export function InclusionsField({ value, onChange }: InclusionsFieldProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const add = () => {
    const inclusion = text.trim();
    if (inclusion) onChange([...value, inclusion]);
    setText('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div>
      <label htmlFor={inputId}>
        <strong>Inclusions</strong>
      </label>
      <Row>
        <Input
          id={inputId}
          value={text}
          placeholder="e.g. Return flight"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={addOnEnter}
        />
        <Button type="button" $variant="secondary" onClick={add}>
          Add
        </Button>
      </Row>
      {value.length > 0 ? (
        <Chips aria-label="Inclusions added">
          {value.map((inclusion, index) => (
            // Inclusions may repeat, so their position is part of the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={`${index}-${inclusion}`}>
              {inclusion}
              <button
                type="button"
                aria-label={`Remove ${inclusion}`}
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </Chips>
      ) : null}
    </div>
  );
}
