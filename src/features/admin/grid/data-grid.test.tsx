import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { DataGrid, useGridState, type GridColumn } from './data-grid';

type Row = { id: string; name: string };
const columns: GridColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortField: 'name' },
  { id: 'id', header: 'Id', cell: (r) => r.id },
];
const rows = (n: number, from = 0): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(from + i), name: `Row ${from + i}` }));

/** A grid over 45 rows held in memory, driven by useGridState like a real screen. */
function Harness({ total = 45, onParams }: { total?: number; onParams?: (p: unknown) => void }) {
  const grid = useGridState();
  onParams?.(grid.params);
  const all = rows(total);
  const shown = all.slice(grid.params.skipCount, grid.params.skipCount + grid.pageSize);
  return (
    <DataGrid
      caption="Things"
      rows={shown}
      columns={columns}
      rowKey={(r) => r.id}
      totalCount={total}
      page={grid.page}
      pageSize={grid.pageSize}
      onPage={grid.setPage}
      onPageSize={grid.setPageSize}
      sorting={grid.sorting}
      onSort={grid.setSorting}
      actions={(r) => <button type="button">Edit {r.name}</button>}
    />
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataGrid', () => {
  it('pages through the rows with previous and next, 20 a page by default', () => {
    const seen = vi.fn();
    renderUi(<Harness onParams={seen} />);
    expect(screen.getByRole('table', { name: 'Things' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Row 20')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(seen).toHaveBeenLastCalledWith({ skipCount: 20, maxResultCount: 20 });
  });

  it('offers page sizes 20, 30, 40 and 100 and goes back to the first page on a change', () => {
    const seen = vi.fn();
    renderUi(<Harness onParams={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    const options = within(size)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['20', '30', '40', '100']);
    fireEvent.change(size, { target: { value: '40' } });
    expect(bodyRows()).toHaveLength(40);
    expect(screen.getByText('Row 0')).toBeTruthy();
    expect(seen).toHaveBeenLastCalledWith({ skipCount: 0, maxResultCount: 40 });
  });

  it('sorts by a header button: ascending, then descending, announced by aria-sort', () => {
    const seen = vi.fn();
    renderUi(<Harness onParams={seen} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Id' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(seen).toHaveBeenLastCalledWith({
      skipCount: 0,
      maxResultCount: 20,
      sorting: 'name asc',
    });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(seen).toHaveBeenLastCalledWith({
      skipCount: 0,
      maxResultCount: 20,
      sorting: 'name desc',
    });
  });

  it('says when there is nothing to show, and has no pager then', () => {
    renderUi(<Harness total={0} />);
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows a custom empty text', () => {
    function Empty() {
      const [page, setPage] = useState(0);
      return (
        <DataGrid<Row>
          caption="Things"
          rows={[]}
          columns={columns}
          rowKey={(r) => r.id}
          totalCount={0}
          page={page}
          pageSize={20}
          onPage={setPage}
          onPageSize={() => undefined}
          empty="No roles yet"
        />
      );
    }
    renderUi(<Empty />);
    expect(screen.getByText('No roles yet')).toBeTruthy();
  });
});
