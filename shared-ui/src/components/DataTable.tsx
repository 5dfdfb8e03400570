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

// Focusable (tabIndex 0) so keyboard users can scroll a table wider than a phone screen. Positioned, so
// the visually hidden texts in its cells (absolutely positioned) scroll and clip with it: otherwise they
// take the page as their containing block and widen it on a phone.
const ScrollRegion = styled.div`
  position: relative;
  overflow-x: auto;
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
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: 1.5rem 0.75rem !important;
`;

/** An accessible table that scrolls sideways on small screens and says so when it has no rows. */
export function DataTable<Row>({ caption, columns, rows, rowKey, emptyText }: DataTableProps<Row>) {
  return (
    <ScrollRegion role="region" aria-label={caption} tabIndex={0}>
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
                  <td key={column.header}>{column.cell(row, index)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
