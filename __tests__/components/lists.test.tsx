import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataTable, type Column } from '@/components/lists/DataTable';
import { Pagination } from '@/components/lists/Pagination';

describe('Pagination', () => {
  it('says where the visitor stands and moves a page either way', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination label="Users pages" count={52} limit={10} offset={10} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Users pages' });
    expect(nav).toHaveTextContent('11–20 of 52');

    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[0], [20]]);
  });

  it('is reachable by keyboard, and its ends stay focusable but do nothing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Pagination count={52} limit={10} offset={0} onChange={onChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.tab();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(10);

    onChange.mockClear();
    rerender(<Pagination count={52} limit={10} offset={50} onChange={onChange} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('51–52 of 52');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says "about" of an estimated count, and does not take it for the end', () => {
    const onChange = jest.fn();
    render(
      <Pagination count={1_000_000} countIsEstimate limit={10} offset={1_000_010} onChange={onChange} />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('1000011–1000020 of about 1,000,000');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves a page past the end (rows removed meanwhile) to the last page', () => {
    const onChange = jest.fn();
    render(<Pagination count={20} limit={10} offset={20} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('shows nothing for an empty list', () => {
    render(<Pagination count={0} limit={10} offset={0} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('DataTable', () => {
  interface Row {
    id: number;
    name: string;
    size: number;
  }
  const columns: Column<Row>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (row) => row.name },
    { key: 'size', header: 'Size', align: 'end', cell: (row) => row.size },
    {
      key: 'actions',
      header: 'Actions',
      headerHidden: true,
      cell: (row) => <button>Open {row.name}</button>,
    },
  ];
  const rows: Row[] = [
    { id: 1, name: 'Alpha', size: 3 },
    { id: 2, name: 'Beta', size: 5 },
  ];
  const renderTable = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
    render(
      <DataTable<Row>
        caption="Things"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        emptyMessage="No things yet"
        {...props}
      />,
    );

  it('shows a captioned table with column headers, one row per item and a header per row', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Size', 'Actions']);
    const [, ...bodyRows] = within(table).getAllByRole('row');
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[1]).getByRole('rowheader')).toHaveTextContent('Beta');
    expect(within(bodyRows[1]).getByRole('button', { name: 'Open Beta' })).toBeInTheDocument();
    // The scrolling region around it can take focus, so that a keyboard scrolls it on a small screen.
    expect(screen.getByRole('region', { name: 'Things' })).toHaveAttribute('tabindex', '0');
  });

  it('shows a loading state until rows arrive, the headers staying in place', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading things');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('says the list is empty, or that the filters match nothing', () => {
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByText('No things yet')).toBeInTheDocument();
    rerender(
      <DataTable<Row>
        caption="Things"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyMessage="No things yet"
        filtered
      />,
    );
    expect(screen.getByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.queryByText('No things yet')).not.toBeInTheDocument();
  });

  it('says a failed load failed, and tries again on request', async () => {
    const onRetry = jest.fn();
    renderTable({ rows: undefined, error: true, onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the shown rows, marked busy, while the next page loads', () => {
    renderTable({ fetching: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('rowheader', { name: 'Alpha' })).toBeInTheDocument();
  });
});
