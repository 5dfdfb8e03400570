import { Button, type DataTableColumn } from '@safa/shared-ui';
import { CellActions } from './layout';

interface RowRemoval {
  run: (id: string) => unknown;
  /** Ids being deleted right now: their button is disabled so a row is not deleted twice. */
  pendingVariables: string[];
}

/** The Actions column of a list whose only action is Delete. */
export function deleteColumn<Row extends { id: string }>(removal: RowRemoval): DataTableColumn<Row> {
  return {
    header: 'Actions',
    cell: (row) => (
      <CellActions>
        <Button
          type="button"
          $variant="danger"
          disabled={removal.pendingVariables.includes(row.id)}
          onClick={() => removal.run(row.id)}
        >
          Delete
        </Button>
      </CellActions>
    ),
  };
}
