import { Button, formatDate } from '@safa/shared-ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A list's filters kept in its address (`?status=…&since=…`), so the dashboard summary can link to a
 * filtered list and a reload keeps it.
 */
export function useListFilters<Key extends string>() {
  const [params, setParams] = useSearchParams();
  return {
    get: (key: Key): string | undefined => params.get(key) ?? undefined,
    set: (key: Key, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    clear: () => setParams({}),
    active: params.size > 0,
  };
}

/** Says which filters narrow the list, with a way back to all of it. */
export function FilterNote({ parts, onClear }: { parts: string[]; onClear: () => void }) {
  if (parts.length === 0) return null;
  return (
    <Note role="status">
      <span>Showing {parts.join(', ')}</span>
      <Button type="button" $variant="secondary" onClick={onClear}>
        Show all
      </Button>
    </Note>
  );
}

/** "since 17 Nov 2026", for a filter note. */
export const sinceText = (since: string | undefined) => (since ? [`since ${formatDate(since)}`] : []);
