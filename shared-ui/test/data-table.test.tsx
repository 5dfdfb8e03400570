import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { DataTable } from '../src/components/DataTable';
import { theme } from '../src/theme';

const renderTable = () =>
  render(
    <ThemeProvider theme={theme}>
      <section aria-label="Packages">
        <DataTable
          caption="Packages"
          columns={[
            { header: 'Title', cell: (row: { id: string; title: string }) => row.title },
            { header: 'Actions', cell: () => <button type="button">Edit</button> },
          ]}
          rows={[{ id: '1', title: 'Dubai City Break' }]}
          rowKey={(row) => row.id}
          emptyText="No packages found"
        />
      </section>
    </ThemeProvider>,
  );

describe('a data table', () => {
  it('names every cell after its column, for the rows read as cards on a narrow screen', () => {
    renderTable();
    const [title, actions] = within(screen.getByRole('table', { name: 'Packages' })).getAllByRole('cell');
    expect(title).toHaveAttribute('data-label', 'Title');
    expect(actions).toHaveAttribute('data-label', 'Actions');
  });

  it('names its scrolling region apart from the section it is in', () => {
    renderTable();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Packages',
      'Packages table',
    ]);
  });
});
