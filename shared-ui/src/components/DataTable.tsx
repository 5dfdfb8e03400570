import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
}

interface DataTableProps<Row> {
  /** Names the table and its scroll region for assistive technology. */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
}

/** Narrower than this, each row reads as a card: its cells one under the other, each with its column's name. */
const CARDS_BELOW = '40rem';

// Focusable (tabIndex 0) so keyboard users can scroll a table wider than its box. Positioned, so the
// visually hidden texts in its cells (absolutely positioned) scroll and clip with it: otherwise they
// take the page as their containing block and widen it on a phone. A size container: the table's
// layout follows the room it has, whatever the screen (a sidebar beside it, or none).
const ScrollRegion = styled.div`
  position: relative;
  overflow-x: auto;
  container-type: inline-size;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; }
  th, td {
    padding: 0.6rem 0.75rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th { background: ${({ theme }) => theme.colors.surface}; white-space: nowrap; }
  tbody tr:last-child td { border-bottom: none; }
  @container (max-width: ${CARDS_BELOW}) {
    thead {
      position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    }
    tbody, tr, td { display: block; }
    tr { padding: 0.5rem 0.75rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    tbody tr:last-child { border-bottom: none; }
    td { display: grid; grid-template-columns: 6.5rem minmax(0, 1fr); gap: 0.75rem; padding: 0.35rem 0; border: none; }
    td[data-label]::before { content: attr(data-label); font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
    td > * { justify-self: start; }
  }
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: 1.5rem 0.75rem !important;
`;

/**
 * An accessible table that says so when it has no rows. Given less room than a table needs, each row
 * reads as a card with every cell, actions included, in view; with a little less than it needs, it
 * scrolls sideways.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, emptyText }: DataTableProps<Row>) {
  return (
    <ScrollRegion role="region" aria-label={`${caption} table`} tabIndex={0}>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
