import { render, screen } from '@testing-library/react';

import { ImportReport } from '@/components/campaigns/players/ImportReport';
import type { PlayerImportReport } from '@/types/players';

const report = (overrides: Partial<PlayerImportReport> = {}): PlayerImportReport => ({
  added: 3,
  brokenLines: [],
  duplicatePlayerHashes: [],
  nonExistingPlayerHashes: [],
  alreadyManuallyAddedPlayers: [],
  alreadyManuallyRemovedPlayers: [],
  ...overrides,
});

describe('ImportReport', () => {
  it('counts what the server counted when it sent only the first items of a list', () => {
    render(
      <ImportReport
        fileName="big.csv"
        type="players"
        report={report({
          brokenLines: Array.from({ length: 500 }, (_, i) => i + 1),
          brokenLinesCount: 2_000_000,
          alreadyManuallyRemovedPlayers: [7, 8],
          alreadyManuallyRemovedPlayersCount: 60,
        })}
      />,
    );
    const brokenFact = screen.getByText('Broken lines', { selector: 'dt' });
    expect(brokenFact.nextElementSibling).toHaveTextContent('2,000,000');
    expect(screen.getByText('Broken lines (2,000,000)')).toBeInTheDocument();
    expect(screen.getByText('… and 1,999,500 more.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Players with ids 7, 8 and 58 more were not added because they were already manually removed.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the lists themselves when a backend sends no counts', () => {
    render(
      <ImportReport
        fileName="a.csv"
        type="players"
        report={report({ nonExistingPlayerHashes: ['abc12345'] })}
      />,
    );
    expect(screen.getByText('Unknown hashes (1)')).toBeInTheDocument();
  });

  it('lists blocked and self-excluded players apart, says they were not added, counts what the server counted', () => {
    render(
      <ImportReport
        fileName="a.csv"
        type="players"
        report={report({
          selfExcludedPlayerHashes: ['self1234', 'self5678'],
          selfExcludedPlayerHashesCount: 700,
          blockedPlayerHashes: ['blocked12'],
          blockedPlayerHashesCount: 1,
        })}
      />,
    );
    expect(
      screen.getByText('Excluded: self-excluded', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('700');
    expect(screen.getByText('Excluded: blocked', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1',
    );
    expect(screen.getByText('Excluded: self-excluded (700)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Excluded: blocked' })).toHaveTextContent('blocked12');
    expect(
      screen.getByText(
        'Blocked and self-excluded players in the file were not added: responsible gambling keeps them out of every campaign.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing about exclusions when there were none, and shows no count a backend did not send', () => {
    const { unmount } = render(<ImportReport fileName="a.csv" type="players" report={report()} />);
    expect(screen.queryByText('Excluded: blocked')).not.toBeInTheDocument();
    unmount();
    render(
      <ImportReport
        fileName="a.csv"
        type="players"
        report={report({ selfExcludedPlayerHashes: [], blockedPlayerHashes: [] })}
      />,
    );
    expect(screen.queryByText(/responsible gambling/)).not.toBeInTheDocument();
    expect(screen.getByText('Excluded: blocked', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '0',
    );
  });
});
