/** A campaign detail as the server sends it (snake_case), for the builder's tests. */
export function wireCampaignDetail(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 42,
    name: 'Winter mission',
    type: 'mission',
    status: 'DR',
    is_template: false,
    start_date: '2026-12-01T10:00:00Z',
    end_date: '2026-12-31T18:30:00Z',
    creator: { id: 1, name: 'Ada Admin' },
    priority: false,
    opt_in: false,
    recurring: null,
    created: '2026-11-20T09:30:00Z',
    parent_id: null,
    hide_overlay: false,
    show_overlay_after_end: false,
    titles: { en: 'Winter mission' },
    terms: {},
    desktop_background_image: null,
    mobile_background_image: null,
    campaign_image: null,
    cost_alarm: null,
    cost: 0,
    cost_alarm_notified: false,
    control_group: 0,
    hold_payouts: false,
    target_group: 9,
    mission: {
      id: 5,
      campaign: 42,
      tasks_in_order: false,
      min_bet: null,
      repeatable: false,
      repeat_count: null,
      tasks: [],
    },
    modified: '2026-11-20T09:30:00Z',
    ...overrides,
  };
}

/** A saved mission task on the wire. */
export function wireTask(id: number, type: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    mission: 5,
    type,
    position: id,
    prizes: [
      {
        id: id * 10,
        kind: 'cash',
        amount: 10,
        bonus_code: null,
        free_spins_number: null,
        bet_level: null,
        wagering: null,
        pay_winnings_as_bonus: false,
        catalog_item_id: null,
      },
    ],
    ...fields,
  };
}
