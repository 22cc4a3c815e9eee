import { File as NodeFile } from 'node:buffer';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { PlayersStep } from '@/components/campaigns/builder/steps/PlayersStep';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { demoUser } from '../support/render';
import { API, server } from '../support/server';

const GROUP_URL = `${API}v1/player/target-groups/9/`;
const IMPORT_URL = `${API}v1/campaigns/campaigns/42/import-players/`;
const hashOf = (n: number) => n.toString(16).padStart(32, 'a');

type WireGroup = {
  id: number;
  filters: Record<string, string[]>;
  manually_added_players: number[];
  manually_removed_players: number[];
  numbers_manually_added_players: number;
  numbers_manually_removed_players: number;
  players_count: number;
  last_players_count?: number;
  excluded_players?: { self_excluded: number; blocked: number };
};

/** A target group as the server sends it (snake_case; the filter keys are the casino's). */
function wireGroup(overrides: Partial<WireGroup> = {}): WireGroup {
  return {
    id: 9,
    filters: { markets: ['DE'], vip_levels: ['Gold'], segments: ['high_roller'] },
    manually_added_players: [11],
    manually_removed_players: [],
    numbers_manually_added_players: 1,
    numbers_manually_removed_players: 0,
    players_count: 1200,
    last_players_count: 1100,
    ...overrides,
  };
}

/**
 * The target group over a mutable object: GETs are recorded (query strings), PATCHes recorded and merged
 * in, the count following `countAfterPatch`. `refuse` answers every PATCH with that error.
 */
function serveGroup(initial = wireGroup(), refuse?: { status: number; body: Record<string, unknown> }) {
  let current = initial;
  const reads: string[] = [];
  const patches: Record<string, unknown>[] = [];
  const audiences: Record<string, unknown>[] = [];
  server.use(
    // The size of unsaved filters: 10 players per chosen value, 3 self-excluded and 1 blocked left out.
    http.post(`${GROUP_URL}audience/`, async ({ request }) => {
      const body = (await request.json()) as { filters: Record<string, string[]> };
      audiences.push(body);
      const chosen = Object.values(body.filters).flat().length;
      return HttpResponse.json({
        players_count: 10 * chosen,
        excluded_players: { self_excluded: 3, blocked: 1 },
      });
    }),
    http.get(GROUP_URL, ({ request }) => {
      reads.push(new URL(request.url).searchParams.toString());
      return HttpResponse.json(current);
    }),
    http.patch(GROUP_URL, async ({ request }) => {
      const body = (await request.json()) as Partial<WireGroup>;
      patches.push(body);
      if (refuse) return HttpResponse.json(refuse.body, { status: refuse.status });
      current = { ...current, ...body };
      current.numbers_manually_added_players = current.manually_added_players.length;
      current.numbers_manually_removed_players = current.manually_removed_players.length;
      current.players_count = 900 + current.manually_added_players.length;
      current.last_players_count = current.players_count;
      return HttpResponse.json(current);
    }),
  );
  return {
    reads,
    patches,
    audiences,
    set: (changes: Partial<WireGroup>) => {
      current = { ...current, ...changes };
    },
  };
}

const ATTRIBUTES: Record<string, string[]> = {
  markets: ['DE', 'FI', 'SE'],
  'vip-level': ['Bronze', 'Gold', 'Platinum'],
  segments: ['casual', 'high_roller'],
};

function serveAttributes(failing: string[] = []) {
  server.use(
    http.get(`${API}v1/player/:attribute/`, ({ params }) => {
      const name = String(params.attribute);
      if (failing.includes(name)) return HttpResponse.json({ detail: 'Down.' }, { status: 500 });
      return HttpResponse.json(ATTRIBUTES[name] ?? []);
    }),
  );
}

/** Player 666 is self-excluded, 777 blocked (responsible gambling). */
function wirePlayer(id: number) {
  return {
    self_excluded: id === 666,
    blocked: id === 777,
    id,
    hash: hashOf(id),
    currency: 'EUR',
    market: 'DE',
    vip_level: 'Gold',
    affiliate: null,
    customer_state: 'active',
    segments: [],
    registered: '2026-01-01T00:00:00Z',
  };
}

/** Player search: every player whose id contains the term (the queries are recorded). */
function servePlayers(ids: number[]) {
  const searches: string[] = [];
  server.use(
    http.get(`${API}v1/player/players/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      searches.push(params.toString());
      const found = ids.filter((id) => String(id).includes(params.get('search') ?? ''));
      return HttpResponse.json({
        count: found.length,
        next: null,
        previous: null,
        results: found.map(wirePlayer),
      });
    }),
  );
  return { searches };
}

function renderStep({
  readOnly = false,
  filters = ['markets', 'vip_levels', 'currencies_unknown_here'],
  campaign = wireCampaignDetail(),
}: { readOnly?: boolean; filters?: string[]; campaign?: Record<string, unknown> } = {}) {
  return renderBuilderStep(<PlayersStep />, {
    detail: campaign,
    readOnly,
    user: demoUser({}, { availablePlayerSelectionFilters: filters }),
  });
}

const snackbar = (store: { getState: () => { snackbar: { queue: { content: string }[] } } }) =>
  store.getState().snackbar.queue.map((message) => message.content);

const fact = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

const filterGroup = (name: string) => screen.getByRole('group', { name });

describe('players step: count and filters', () => {
  it('shows the count, fetches page 1 of size 25, and saves the filters with a PATCH', async () => {
    const { reads, patches } = serveGroup();
    serveAttributes();
    const user = userEvent.setup();
    const { store, context } = renderStep();

    expect(await screen.findByText('1,200')).toBeInTheDocument();
    expect(fact('Players selected')).toBe('1,200');
    expect(fact('At the last save')).toBe('1,100');
    expect(fact('Added by hand')).toBe('1');
    expect(reads).toEqual(['page=1&size=25']);

    // One group per filter the casino offers that this screen knows, the saved values chosen.
    const markets = filterGroup('Markets');
    expect(await within(markets).findByRole('checkbox', { name: 'Germany (DE)' })).toBeChecked();
    expect(within(markets).getByRole('checkbox', { name: 'Finland (FI)' })).not.toBeChecked();
    const vip = filterGroup('VIP levels');
    expect(await within(vip).findByRole('checkbox', { name: 'Gold' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Segments' })).not.toBeInTheDocument();
    const legends = screen
      .getAllByRole('group')
      .map((group) => group.querySelector(':scope > legend')?.textContent);
    expect(legends.filter(Boolean)).toEqual(['Markets', 'VIP levels', 'What the file does']);

    await user.click(within(markets).getByRole('checkbox', { name: 'Finland (FI)' }));
    await user.click(within(vip).getByRole('button', { name: 'Clear VIP levels' }));
    expect(within(vip).getByRole('checkbox', { name: 'Gold' })).not.toBeChecked();
    expect(context.setDirty).toHaveBeenLastCalledWith(true);
    expect(vip).toHaveAccessibleDescription('Any (not filtered)');
    expect(markets).toHaveAccessibleDescription('2 chosen');

    await user.click(screen.getByRole('button', { name: 'Save filters' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    // Filters this screen does not offer keep their values.
    expect(patches[0]).toEqual({
      filters: { markets: ['DE', 'FI'], vip_levels: [], segments: ['high_roller'] },
    });
    // The answer's count replaces the shown one.
    await waitFor(() => expect(fact('Players selected')).toBe('901'));
    expect(fact('At the last save')).toBe('901');
    expect(snackbar(store)).toContain('The player filters have been saved.');
    expect(context.setDirty).toHaveBeenLastCalledWith(false);
    expect(within(markets).getByRole('checkbox', { name: 'Finland (FI)' })).toBeChecked();
  });

  it('counts again on request', async () => {
    const { reads, set } = serveGroup();
    serveAttributes();
    const user = userEvent.setup();
    renderStep();
    expect(await screen.findByText('1,200')).toBeInTheDocument();
    set({ players_count: 1234 });
    await user.click(screen.getByRole('button', { name: 'Count again' }));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });

  it("puts the server's filter errors on their filter and keeps the choices", async () => {
    serveGroup(wireGroup(), {
      status: 400,
      body: {
        filters: { vip_levels: { 0: ['Ensure this field has no more than 100 characters.'] } },
        non_field_errors: ['Something else is wrong.'],
      },
    });
    serveAttributes();
    const user = userEvent.setup();
    const { context } = renderStep();
    const markets = await screen.findByRole('group', { name: 'Markets' });
    await user.click(await within(markets).findByRole('checkbox', { name: 'Sweden (SE)' }));
    await user.click(screen.getByRole('button', { name: 'Save filters' }));

    const vip = filterGroup('VIP levels');
    expect(await within(vip).findByRole('alert')).toHaveTextContent(
      'Ensure this field has no more than 100 characters.',
    );
    expect(vip).toHaveAccessibleDescription(/Ensure this field/);
    expect(screen.getByText('Something else is wrong.')).toBeInTheDocument();
    expect(within(markets).getByRole('checkbox', { name: 'Sweden (SE)' })).toBeChecked();
    expect(context.setDirty).toHaveBeenLastCalledWith(true);
  });

  it('says a save failed even when the answer names no field (a proxy error page)', async () => {
    serveGroup();
    serveAttributes();
    server.use(http.patch(GROUP_URL, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const user = userEvent.setup();
    renderStep();
    await user.click(
      await within(await screen.findByRole('group', { name: 'VIP levels' })).findByRole('checkbox', {
        name: 'Bronze',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save filters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not do this (error 502). Try again later.',
    );
  });

  it('says when the selection or a value list cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(GROUP_URL, () =>
        fail ? HttpResponse.json({ detail: 'Down.' }, { status: 503 }) : HttpResponse.json(wireGroup()),
      ),
    );
    serveAttributes(['vip-level']);
    const user = userEvent.setup();
    renderStep();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the player selection');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The player selection could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,200')).toBeInTheDocument();

    const vip = filterGroup('VIP levels');
    expect(await within(vip).findByRole('alert')).toHaveTextContent('VIP levels could not be loaded.');
    // A saved value stays on offer while its list is missing: nothing chosen is lost.
    expect(within(vip).getByRole('checkbox', { name: 'Gold' })).toBeChecked();
    expect(within(vip).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('says so when the casino offers no filters, or the campaign has no selection', async () => {
    serveGroup();
    const { unmount } = renderStep({ filters: [] });
    expect(
      await screen.findByText(/The casino offers no player filters: every player is selected/),
    ).toBeInTheDocument();
    unmount();
    renderStep({ campaign: wireCampaignDetail({ target_group: null }) });
    expect(screen.getByText('This campaign has no player selection.')).toBeInTheDocument();
  });
});

describe('players step: players by hand', () => {
  it('finds a player by id or hash (after a pause in typing), adds, excludes and takes them off again', async () => {
    const { patches } = serveGroup(wireGroup({ manually_added_players: [11], manually_removed_players: [] }));
    serveAttributes();
    const { searches } = servePlayers([11, 1234, 51234]);
    const user = userEvent.setup();
    const { store } = renderStep();

    const search = await screen.findByRole('searchbox', { name: 'Find a player' });
    await user.type(search, '1234');
    const results = await screen.findByRole('list', { name: 'Matching players' });
    // One search for the whole term: the typing pause, not each key.
    expect(searches).toEqual(['search=1234&limit=10']);
    expect(screen.getByText('2 players found')).toHaveAttribute('role', 'status');
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent(hashOf(1234));

    await user.click(within(results).getByRole('button', { name: `Add player ${hashOf(1234)}` }));
    await waitFor(() => expect(patches).toEqual([{ manually_added_players: [11, 1234] }]));
    const added = screen.getByRole('list', { name: 'Manually added players' });
    // Newest first, with the hash of a player found here.
    await waitFor(() => expect(within(added).getAllByRole('listitem')[0]).toHaveTextContent('Player 1234'));
    expect(within(added).getAllByRole('listitem')[0]).toHaveTextContent(hashOf(1234));
    expect(screen.getByRole('heading', { name: 'Manually added players (2)' })).toBeInTheDocument();
    expect(snackbar(store)).toContain(`Player ${hashOf(1234)} has been added.`);
    // Added already: the button stays focusable but does nothing.
    const addAgain = within(results).getByRole('button', { name: `Add player ${hashOf(1234)}` });
    expect(addAgain).toHaveAttribute('aria-disabled', 'true');
    await user.click(addAgain);
    expect(patches).toHaveLength(1);

    // Excluding an added player moves them in one change.
    await user.click(within(results).getByRole('button', { name: `Exclude player ${hashOf(1234)}` }));
    await waitFor(() =>
      expect(patches[1]).toEqual({ manually_removed_players: [1234], manually_added_players: [11] }),
    );
    const removed = await screen.findByRole('list', { name: 'Manually removed players' });
    await waitFor(() => expect(within(removed).getByText('Player 1234')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Manually added players (1)' })).toBeInTheDocument();

    await user.click(
      within(removed).getByRole('button', { name: 'Take player 1234 off the manually removed players' }),
    );
    await waitFor(() => expect(patches[2]).toEqual({ manually_removed_players: [] }));
    expect(await screen.findByText('No player has been removed by hand.')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('list', { name: 'Manually added players' })).getByRole('button', {
        name: 'Take player 11 off the manually added players',
      }),
    );
    await waitFor(() => expect(patches[3]).toEqual({ manually_added_players: [] }));
    expect(await screen.findByText('No player has been added by hand.')).toBeInTheDocument();
  });

  it("shows a refused change's message, and says when nothing matches", async () => {
    serveGroup(wireGroup(), {
      status: 400,
      body: { manually_added_players: ['Invalid pk "77" - object does not exist.'] },
    });
    serveAttributes();
    servePlayers([77]);
    const user = userEvent.setup();
    renderStep();
    const search = await screen.findByRole('searchbox', { name: 'Find a player' });
    await user.type(search, '999{Enter}');
    expect(await screen.findByText('No player matches “999”.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '77{Enter}');
    await user.click(await screen.findByRole('button', { name: `Add player ${hashOf(77)}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid pk "77" - object does not exist.');
  });

  it('pages a long list 25 at a time', async () => {
    const many = Array.from({ length: 60 }, (_, index) => index + 1);
    serveGroup(wireGroup({ manually_added_players: many, numbers_manually_added_players: 60 }));
    serveAttributes();
    const user = userEvent.setup();
    renderStep();
    const list = await screen.findByRole('list', { name: 'Manually added players' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Player 60');
    const pages = screen.getByRole('navigation', { name: 'Manually added players pages' });
    expect(pages).toHaveTextContent('1–25 of 60');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages).toHaveTextContent('51–60 of 60');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });
});

describe('players step: CSV upload', () => {
  // Node's File, as the test environment's Blob and FormData are Node's (jsdom's File would be sent as text).
  const file = (content: string, name = 'players.csv') =>
    new NodeFile([content], name, { type: 'text/csv' }) as unknown as File;

  it('uploads the file with its type, shows the progress, then the report and the notices', async () => {
    const { reads } = serveGroup();
    serveAttributes();
    const received: Array<{ type: unknown; name: string; text: string }> = [];
    let release: () => void = () => undefined;
    server.use(
      http.post(IMPORT_URL, async ({ request }) => {
        const form = await request.formData();
        const sent = form.get('file') as File;
        received.push({ type: form.get('type'), name: sent.name, text: await sent.text() });
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({
          added: 2,
          broken_lines: [7, 8],
          duplicate_player_hashes: [hashOf(1)],
          non_existing_player_hashes: ['not-a-player'],
          already_manually_added_players: [11, 12],
          already_manually_removed_players: [13],
        });
      }),
    );
    const user = userEvent.setup();
    renderStep();
    await screen.findByText('1,200');

    await user.click(screen.getByRole('radio', { name: 'Remove these players' }));
    await user.upload(screen.getByLabelText('CSV file of player hashes'), file(`hash\n${hashOf(1)}\n`));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(Number(progress.getAttribute('value'))).toBeGreaterThanOrEqual(0);
    expect(progress.nextElementSibling).toHaveTextContent(/^(\d{1,3}%|Processing…)$/);
    const busy = screen.getByRole('button', { name: 'Uploading…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      type: 'removed_players',
      name: 'players.csv',
      text: `hash\n${hashOf(1)}\n`,
    });
    release();

    const report = await screen.findByRole('region', { name: 'Upload report: players.csv' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const facts = within(report)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Players removed: 2',
      'Broken lines: 2',
      'Duplicate hashes: 1',
      'Unknown hashes: 1',
    ]);
    expect(
      within(report).getByText(
        'Players with ids 11, 12 were not removed because they were already manually added.',
      ),
    ).toBeInTheDocument();
    expect(
      within(report).getByText(
        'Players with ids 13 were not added because they were already manually removed.',
      ),
    ).toBeInTheDocument();

    // The problem lists are collapsed until opened.
    const unknown = within(report).getByText('Unknown hashes (1)');
    const details = unknown.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(unknown);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByRole('listitem')).toHaveTextContent('not-a-player');
    expect(within(report).getByText('Broken lines (2)').closest('details')).toHaveTextContent('Line 7Line 8');

    // The selection is fetched again for its new counts.
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it('refuses a file over 10 MB before sending it, and asks for a file when none is chosen', async () => {
    serveGroup();
    serveAttributes();
    const posted = jest.fn();
    server.use(
      http.post(IMPORT_URL, () => {
        posted();
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderStep();
    await screen.findByText('1,200');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const input = screen.getByLabelText('CSV file of player hashes');
    expect(input).toHaveAccessibleDescription('Choose a CSV file of player hashes to upload.');
    expect(input).toHaveFocus();

    const big = file('x');
    Object.defineProperty(big, 'size', { value: 12 * 1024 * 1024 });
    await user.upload(input, big);
    expect(input).toHaveAccessibleDescription(
      'The file is larger than 10 MB (12 MB). Split it and upload the parts one by one.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(posted).not.toHaveBeenCalled();
    // The choice made stays.
    expect(screen.getByRole('radio', { name: 'Add these players' })).toBeChecked();

    const atLimit = file('y');
    Object.defineProperty(atLimit, 'size', { value: 10485760 });
    await user.upload(input, atLimit);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's refusal at the field", async () => {
    serveGroup();
    serveAttributes();
    server.use(
      http.post(IMPORT_URL, () =>
        HttpResponse.json({ file: ['The file is larger than 10 MB.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderStep();
    await screen.findByText('1,200');
    const input = screen.getByLabelText('CSV file of player hashes');
    await user.upload(input, file('abc'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('The file is larger than 10 MB.'));
  });
});

describe('players step: export, read-only, continue', () => {
  it('exports the selection as exported_players.csv, the button busy meanwhile', async () => {
    serveGroup();
    serveAttributes();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const exported = jest.fn();
    server.use(
      http.get(`${GROUP_URL}export-players/`, async () => {
        exported();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new HttpResponse('id,hash\n1,abc', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const user = userEvent.setup();
    renderStep();
    await user.click(await screen.findByRole('button', { name: 'Export players' }));
    const busy = await screen.findByRole('button', { name: /^Export players/ });
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    expect(busy).toBeDisabled();
    await waitFor(() => expect(exported).toHaveBeenCalledTimes(1));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export players' })).toBeEnabled());
    expect(click).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('exported_players.csv');
    click.mockRestore();
  });

  it('shows a read-only campaign without ways to change it; Continue moves on', async () => {
    serveGroup();
    serveAttributes();
    const user = userEvent.setup();
    const { context } = renderStep({ readOnly: true });
    expect(await screen.findByText('1,200')).toBeInTheDocument();
    expect(
      await within(filterGroup('Markets')).findByRole('checkbox', { name: 'Germany (DE)' }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Find a player' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file of player hashes')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Take player/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export players' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(context.goToNextStep).toHaveBeenCalledTimes(1);
  });

  it('tells the builder about unsaved filter edits, which it asks about before moving on', async () => {
    serveGroup();
    serveAttributes();
    const user = userEvent.setup();
    const { context } = renderStep();
    await user.click(
      await within(await screen.findByRole('group', { name: 'Markets' })).findByRole('checkbox', {
        name: 'Sweden (SE)',
      }),
    );
    expect(context.setDirty).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(context.goToNextStep).toHaveBeenCalledTimes(1);
  });
});

describe('players step: responsible gambling', () => {
  it('says how many players were left out and why, and counts unsaved filters before they are saved', async () => {
    const { audiences } = serveGroup(wireGroup({ excluded_players: { self_excluded: 8334, blocked: 515 } }));
    serveAttributes();
    const user = userEvent.setup();
    renderStep();
    expect(
      await screen.findByText(
        'Left out for responsible gambling: 8,334 self-excluded and 515 blocked (a player may be both). No campaign can include them.',
      ),
    ).toBeInTheDocument();

    const markets = filterGroup('Markets');
    await user.click(await within(markets).findByRole('checkbox', { name: 'Finland (FI)' }));
    // markets DE, FI + vip Gold + segments high_roller (kept) = 4 values → 40 players.
    expect(
      await screen.findByText(
        'With these filters, once saved: 40 players. Left out for responsible gambling: 3 self-excluded and 1 blocked (a player may be both). No campaign can include them.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(audiences.at(-1)).toEqual({
      filters: { markets: ['DE', 'FI'], vip_levels: ['Gold'], segments: ['high_roller'] },
    });
  });

  it('offers no Add for a self-excluded or blocked player found by hand, and says why', async () => {
    const { patches } = serveGroup();
    serveAttributes();
    servePlayers([666, 6667]);
    const user = userEvent.setup();
    renderStep();
    await user.type(await screen.findByRole('searchbox', { name: 'Find a player' }), '666');
    const results = await screen.findByRole('list', { name: 'Matching players' });
    const [excluded, eligible] = within(results).getAllByRole('listitem');
    expect(excluded).toHaveTextContent(
      'Self-excluded Cannot be added: responsible gambling keeps this player out of every campaign.',
    );
    const add = within(excluded).getByRole('button', { name: `Add player ${hashOf(666)}` });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    expect(patches).toHaveLength(0);
    expect(within(eligible).getByRole('button', { name: `Add player ${hashOf(6667)}` })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('says nobody was left out when nobody was, and nothing for a backend that does not say', async () => {
    const { set } = serveGroup(wireGroup({ excluded_players: { self_excluded: 0, blocked: 0 } }));
    serveAttributes();
    renderStep();
    expect(await screen.findByText('No player was left out.')).toBeInTheDocument();
    set({ excluded_players: undefined });
  });
});
