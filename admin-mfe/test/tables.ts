import { within } from '@testing-library/react';

/** The text of each cell of a table's body, row by row. */
export const bodyRows = (table: HTMLElement): Array<Array<string | null>> =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
