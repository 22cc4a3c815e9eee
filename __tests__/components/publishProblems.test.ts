import { publishProblems } from '@/components/campaigns/builder/publishProblems';

describe('a refused publish, problem by problem', () => {
  it('names the step, the item and the field, and where to go', () => {
    expect(
      publishProblems({
        mission: {
          tasks: [{}, { depositAmount: ['This field is required.'], games: ['Select at least one game.'] }],
        },
        startDate: ['This field may not be blank.'],
        tournament: { places: [{ prizes: [{ amount: ['Ensure this value is greater than 0.'] }] }] },
        missions: [{ tasks: ['A mission needs at least one task.'] }],
        status: ['A campaign cannot be published without prizes.'],
      }),
    ).toEqual([
      {
        step: 'settings',
        field: 'mission.tasks.1.depositAmount',
        message: 'Settings → Task 2: deposit amount is required',
      },
      {
        step: 'settings',
        field: 'mission.tasks.1.games',
        message: 'Settings → Task 2 → Games: Select at least one game.',
      },
      { step: 'title', field: 'startDate', message: 'Title and dates: start date may not be blank' },
      {
        step: 'settings',
        field: 'tournament.places.0.prizes.0.amount',
        message: 'Settings → Place 1 → Prize 1 → Amount: Ensure this value is greater than 0.',
      },
      {
        step: 'settings',
        field: 'missions.0.tasks',
        message: 'Settings → Mission 1 → Tasks: A mission needs at least one task.',
      },
      { step: null, field: 'status', message: 'A campaign cannot be published without prizes.' },
    ]);
  });

  it('finds nothing in an answer that is not a field error body', () => {
    expect(publishProblems(null)).toEqual([]);
    expect(publishProblems('Bad gateway')).toEqual([]);
    expect(publishProblems(['x'])).toEqual([]);
  });
});
