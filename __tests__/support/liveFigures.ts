/** GET v1/campaigns/campaigns/{id}/live/ as the server sends it (snake_case): a campaign with no activity yet. */
export function wireLive(overrides: Record<string, unknown> = {}) {
  return {
    campaign: 4,
    type: 'jackpot',
    status: 'AC',
    participants: 0,
    completions: 0,
    awards: { count: 0, value: 0, currency: 'EUR' },
    control_group: { participants: 0, completions: 0, completion_rate: 0 },
    rest: { participants: 0, completions: 0, completion_rate: 0 },
    drops: null,
    pot: null,
    leaderboard: [],
    final: false,
    ...overrides,
  };
}
