import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { MultiChoice } from '@/components/lists/MultiChoice';

const OPTIONS = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'tablet', label: 'Tablet' },
];

function SlowOwner({ onChange }: { onChange: (chosen: string[]) => void }) {
  const [chosen] = useState<string[]>([]);
  return <MultiChoice label="Device" options={OPTIONS} chosen={chosen} onChange={onChange} />;
}

describe('MultiChoice', () => {
  it('shows a tick at once, before its owner (the address) has taken it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SlowOwner onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Device' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tablet' }));
    expect(screen.getByRole('checkbox', { name: 'Tablet' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Device (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Desktop' }));
    expect(onChange).toHaveBeenLastCalledWith(['tablet', 'desktop']);
  });

  it("follows its owner's value once that changes", () => {
    const { rerender } = render(
      <MultiChoice label="Device" options={OPTIONS} chosen={[]} onChange={() => undefined} />,
    );
    rerender(
      <MultiChoice label="Device" options={OPTIONS} chosen={['desktop']} onChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Device (1)' })).toBeInTheDocument();
  });
});
