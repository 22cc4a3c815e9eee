import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { ReorderableList } from '@/components/campaigns/ReorderableList';

function Tasks({ readOnly = false }: { readOnly?: boolean }) {
  const [items, setItems] = useState([
    { key: 'a', name: 'Deposit' },
    { key: 'b', name: 'Gameplay' },
  ]);
  const move = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    setItems(next);
  };
  return (
    <ReorderableList
      id="tasks"
      items={items}
      itemLabel={(index) => `Task ${index + 1}`}
      describe={(item) => item.name}
      onMove={move}
      onRemove={(index) => setItems(items.filter((_item, at) => at !== index))}
      readOnly={readOnly}
    >
      {(item) => <p>{item.name} settings</p>}
    </ReorderableList>
  );
}

const taskNames = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

describe('ReorderableList', () => {
  it('moves items with the buttons before the drag library has loaded', async () => {
    const user = userEvent.setup();
    render(<Tasks />);
    await user.click(screen.getByRole('button', { name: 'Move task 2 up' }));
    expect(taskNames()).toEqual(['Task 1: Gameplay', 'Task 2: Deposit']);
  });

  it('loads the drag library when a handle gets the focus, and the handle keeps it', async () => {
    const user = userEvent.setup();
    render(<Tasks />);
    const handle = screen.getByRole('button', { name: 'Drag task 1 to reorder' });
    expect(handle).not.toHaveAttribute('data-rfd-drag-handle-draggable-id');

    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Drag task 1 to reorder' })).toHaveAttribute(
        'data-rfd-drag-handle-draggable-id',
        'a',
      ),
    );
    expect(screen.getByRole('button', { name: 'Drag task 1 to reorder' })).toHaveFocus();
  });

  it('offers no handle to grab in a read-only list', () => {
    render(<Tasks readOnly />);
    expect(screen.queryByRole('button', { name: /Drag task/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move task/ })).not.toBeInTheDocument();
  });
});
