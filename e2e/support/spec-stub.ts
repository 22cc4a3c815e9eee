// A backend written from spec §7 alone, as an operator integrating their own would: DRF shapes
// (limit/offset pages, `{field: [msg]}` errors, `{detail}` otherwise), the `JWT` header, snake_case
// bodies, and 404 for every path §7 does not name (405 for a method it does not name), so the browser
// tests prove the web app needs nothing beyond §7. Only what the builder's settings need is kept, in
// memory. Every call is recorded; `GET /calls` and `DELETE /calls` on the control port read and clear
// them (that port is the tests', never the web app's).
//
// Run: node --import tsx e2e/support/spec-stub.ts (SPEC_STUB_PORT, SPEC_STUB_CONTROL_PORT).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import { ALL_PERMISSIONS } from '../../utils/permissions';

type Body = Record<string, unknown>;
type Row = Body & { id: number };

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  authorization?: string;
}

const port = Number(process.env.SPEC_STUB_PORT ?? 8101);
const controlPort = Number(process.env.SPEC_STUB_CONTROL_PORT ?? 8102);
export const STUB_USER = { email: 'operator@example.com', password: 'spec-stub-password' };

const calls: RecordedCall[] = [];
let nextId = 1;
const newId = () => nextId++;

/** An unsigned token with the claims the web app reads (its expiry); this stub checks only its presence. */
function token(kind: 'access' | 'refresh'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const lifetime = kind === 'access' ? 3600 : 86400;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ token_type: kind, exp: now + lifetime, iat: now, user_id: 1 })}.stub`;
}

const me = {
  id: 1,
  email: STUB_USER.email,
  first_name: 'Olga',
  last_name: 'Operator',
  permissions: ALL_PERMISSIONS,
  casino: {
    available_campaigns: ['mission', 'missionV2', 'tournament', 'jackpot', 'prizeDrop', 'race'],
    available_game_editable_fields: [],
    available_player_selection_filters: [],
    languages: [{ code: 'en', name: 'English' }],
    date_time_format: 'DD.MM.YYYY HH:mm',
    exchange_rates: { EUR: 1 },
    name: 'speccasino',
    overlay_id: null,
    overlay_position: null,
    platform_codename: 'igamingplatform',
    platform_configuration: {
      bonus_prizes_bonus_ids: [],
      cash_prizes_bonus_ids: [],
      free_spins_bonus_ids: [],
      bonus_prize_settings: {},
      cash_prize_settings: {},
      free_spins_prize_settings: {},
    },
  },
};

const settings = {
  allow_users_to_edit_campaign_info_per_campaign: false,
  backoffice_to_run_in_utc: true,
  enable_localized_jackpot_title: false,
  enable_page_change_campaign_info_template: false,
  enable_reports_tab: false,
  currencies: ['EUR'],
};

/** A campaign's own fields (spec §3), as a DRF serializer would answer them with their defaults. */
const campaignDefaults = {
  status: 'DR',
  is_template: false,
  start_date: null,
  end_date: null,
  recurring: null,
  hide_overlay: false,
  show_overlay_after_end: false,
  priority: false,
  opt_in: false,
  titles: {},
  terms: {},
  desktop_background_image: null,
  mobile_background_image: null,
  campaign_image: null,
  cost_alarm: null,
  target_group: null,
  parent_id: null,
};

const campaigns: Row[] = [];
const missions: Row[] = [];
const missionTasks: Row[] = [];
const tournaments: Row[] = [];
const tournamentTasks: Row[] = [];
const prizeDrops: (Row & { prizes: { id: number; prize: number; quantity: number }[] })[] = [];
const prizes: Row[] = [];
const jackpots: Row[] = [];
const overlays: Row[] = [];

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}
const notFound = () => new HttpError(404, { detail: 'Not found.' });
const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });

function find<T extends Row>(rows: T[], id: string | number): T {
  const row = rows.find((candidate) => candidate.id === Number(id));
  if (!row) throw notFound();
  return row;
}

function page(rows: unknown[], query: Record<string, string>) {
  const limit = Number(query.limit ?? 10);
  const offset = Number(query.offset ?? 0);
  return { count: rows.length, next: null, previous: null, results: rows.slice(offset, offset + limit) };
}

/** `?campaign=` narrows a settings list to one campaign's records. */
const ofCampaign = (rows: Row[], query: Record<string, string>) =>
  query.campaign ? rows.filter((row) => row.campaign === Number(query.campaign)) : rows;

const inOrder = (rows: Row[], parentKey: string, parentId: number) =>
  rows.filter((row) => row[parentKey] === parentId).sort((a, b) => Number(a.position) - Number(b.position));

const missionDto = (mission: Row) => ({ ...mission, tasks: inOrder(missionTasks, 'mission', mission.id) });
const tournamentDto = (tournament: Row) => ({
  ...tournament,
  tasks: inOrder(tournamentTasks, 'tournament', tournament.id),
});
const prizeDropDto = (drop: (typeof prizeDrops)[number]) => ({
  ...drop,
  prizes: drop.prizes.map((item) => ({
    id: item.id,
    prize: find(prizes, item.prize),
    quantity: item.quantity,
  })),
});

function requireCampaign(body: Body): Row {
  const campaign = campaigns.find((row) => row.id === body.campaign);
  if (!campaign)
    throw fieldError('campaign', `Invalid pk "${String(body.campaign)}" - object does not exist.`);
  return campaign;
}

function reorder(rows: Row[], parentKey: string, parentId: number, ids: unknown) {
  if (!Array.isArray(ids)) throw fieldError('tasks', 'Expected a list of items.');
  ids.forEach((id, position) => {
    const row = find(rows, id as number);
    if (row[parentKey] !== parentId) throw fieldError('tasks', `Task ${String(id)} is not in this one.`);
    row.position = position;
  });
}

function dropQuantityCheck(drop: (typeof prizeDrops)[number]) {
  const total = drop.prizes.reduce((sum, item) => sum + item.quantity, 0);
  if (typeof drop.drops === 'number' && total > drop.drops)
    throw fieldError(
      'quantity',
      `The prizes' total quantity (${total}) exceeds the number of drops (${drop.drops}).`,
    );
}

type Handler = (request: { params: string[]; query: Record<string, string>; body: Body }) => unknown;
type Route = { pattern: RegExp; methods: Partial<Record<string, Handler>> };

const created = (row: unknown) => ({ status: 201, body: row });
const noContent = { status: 204, body: undefined };

/** Spec §7's paths and methods that the builder's settings need, and nothing else. */
const ROUTES: Route[] = [
  {
    pattern: /^v1\/auth\/login\/$/,
    methods: {
      POST: ({ body }) => {
        if (body.email !== STUB_USER.email || body.password !== STUB_USER.password)
          throw new HttpError(401, { detail: 'No active account found with the given credentials' });
        return { access: token('access'), refresh: token('refresh') };
      },
    },
  },
  { pattern: /^v1\/auth\/jwt\/refresh\/$/, methods: { POST: () => ({ access: token('access') }) } },
  { pattern: /^v1\/auth\/me\/$/, methods: { GET: () => me } },
  { pattern: /^v1\/operators\/login-image\/$/, methods: { GET: () => ({ image: null }) } },
  {
    pattern: /^v1\/feature-flags\/([\w-]+)$/,
    methods: {
      // Mission v2 is behind its flag (spec §3); other flags are unknown here.
      GET: ({ params }) => {
        if (params[0] !== 'enable-mission-v2') throw notFound();
        return { key: params[0], enabled: true };
      },
    },
  },
  { pattern: /^v1\/casinos\/settings\/$/, methods: { GET: () => settings, PATCH: () => settings } },
  {
    pattern: /^v1\/games\/games\/$/,
    methods: {
      GET: ({ query }) => ({
        ...page([], query),
        categories: [],
        device_type: [],
        features: [],
        provider: [],
        themes: [],
      }),
    },
  },
  {
    pattern: /^v1\/campaigns\/campaigns\/$/,
    methods: {
      // Creators as ids: one of the shapes §7 leaves open.
      GET: ({ query }) => ({
        ...page(
          campaigns.filter((row) => String(row.is_template) === (query.is_template ?? 'false')),
          query,
        ),
        creators: [1],
        statistics: {},
      }),
      POST: ({ body }) => {
        if (typeof body.name !== 'string' || !body.name) throw fieldError('name', 'This field is required.');
        const campaign = {
          ...campaignDefaults,
          ...body,
          id: newId(),
          creator: 1,
          created: new Date().toISOString(),
        };
        campaigns.push(campaign);
        return created(campaign);
      },
    },
  },
  {
    pattern: /^v1\/campaigns\/campaigns\/(\d+)\/$/,
    methods: {
      GET: ({ params }) => find(campaigns, params[0]),
      PATCH: ({ params, body }) => Object.assign(find(campaigns, params[0]), body),
      DELETE: ({ params }) => {
        campaigns.splice(campaigns.indexOf(find(campaigns, params[0])), 1);
        return noContent;
      },
    },
  },
  {
    pattern: /^v1\/missions\/missions\/$/,
    methods: {
      GET: ({ query }) => page(ofCampaign(missions, query).map(missionDto), query),
      POST: ({ body }) => {
        requireCampaign(body);
        // New missions go last, whatever place is asked for: the web app must say it again.
        const { tasks: _tasks, position: _position, ...fields } = body;
        const last = Math.max(
          -1,
          ...ofCampaign(missions, { campaign: String(body.campaign) }).map((row) => Number(row.position)),
        );
        const mission = { ...fields, id: newId(), position: last + 1 };
        missions.push(mission);
        return created(missionDto(mission));
      },
    },
  },
  {
    pattern: /^v1\/missions\/missions\/(\d+)\/$/,
    methods: {
      PATCH: ({ params, body }) => missionDto(Object.assign(find(missions, params[0]), body)),
      DELETE: ({ params }) => {
        missions.splice(missions.indexOf(find(missions, params[0])), 1);
        return noContent;
      },
    },
  },
  {
    pattern: /^v1\/missions\/tasks\/(deposit|gameplay|netloss|turnover)\/$/,
    methods: {
      POST: ({ params, body }) => {
        const mission = find(missions, body.mission as number);
        const task = {
          ...body,
          id: newId(),
          type: params[0],
          position: inOrder(missionTasks, 'mission', mission.id).length,
        };
        missionTasks.push(task);
        return created(task);
      },
    },
  },
  {
    pattern: /^v1\/missions\/tasks\/(deposit|gameplay|netloss|turnover)\/(\d+)\/$/,
    methods: {
      GET: ({ params }) => find(missionTasks, params[1]),
      PATCH: ({ params, body }) => Object.assign(find(missionTasks, params[1]), body),
      DELETE: ({ params }) => {
        missionTasks.splice(missionTasks.indexOf(find(missionTasks, params[1])), 1);
        return noContent;
      },
    },
  },
  {
    pattern: /^v1\/missions\/mission\/(\d+)\/tasks\/$/,
    methods: {
      PATCH: ({ params, body }) => {
        const mission = find(missions, params[0]);
        reorder(missionTasks, 'mission', mission.id, body.tasks);
        return missionDto(mission);
      },
    },
  },
  {
    pattern: /^v1\/tournaments\/tournaments\/$/,
    methods: {
      GET: ({ query }) => page(ofCampaign(tournaments, query).map(tournamentDto), query),
      POST: ({ body }) => {
        requireCampaign(body);
        const { tasks: _tasks, ...fields } = body;
        const tournament = { places: [], ...fields, id: newId() };
        tournaments.push(tournament);
        return created(tournamentDto(tournament));
      },
    },
  },
  {
    pattern: /^v1\/tournaments\/tournaments\/(\d+)\/$/,
    methods: {
      PATCH: ({ params, body }) => tournamentDto(Object.assign(find(tournaments, params[0]), body)),
    },
  },
  {
    pattern: /^v1\/tournaments\/tasks\/(gameplay|turnover)\/$/,
    methods: {
      POST: ({ params, body }) => {
        const tournament = find(tournaments, body.tournament as number);
        const position = inOrder(tournamentTasks, 'tournament', tournament.id).length;
        const task = { ...body, id: newId(), type: params[0], position };
        tournamentTasks.push(task);
        return created(task);
      },
    },
  },
  {
    pattern: /^v1\/tournaments\/tasks\/(gameplay|turnover)\/(\d+)\/$/,
    methods: {
      PATCH: ({ params, body }) => Object.assign(find(tournamentTasks, params[1]), body),
      DELETE: ({ params }) => {
        tournamentTasks.splice(tournamentTasks.indexOf(find(tournamentTasks, params[1])), 1);
        return noContent;
      },
    },
  },
  {
    pattern: /^v1\/tournaments\/tournament\/(\d+)\/tasks\/$/,
    methods: {
      PATCH: ({ params, body }) => {
        const tournament = find(tournaments, params[0]);
        reorder(tournamentTasks, 'tournament', tournament.id, body.tasks);
        return tournamentDto(tournament);
      },
    },
  },
  {
    pattern: /^v1\/prize-drops\/prize-drops\/$/,
    methods: {
      GET: ({ query }) =>
        page(
          ofCampaign(prizeDrops, query).map((drop) => prizeDropDto(drop as (typeof prizeDrops)[number])),
          query,
        ),
      POST: ({ body }) => {
        requireCampaign(body);
        const { prizes: _prizes, ...fields } = body;
        const drop = { ...fields, id: newId(), prizes: [] };
        prizeDrops.push(drop);
        return created(prizeDropDto(drop));
      },
    },
  },
  {
    pattern: /^v1\/prize-drops\/prize-drops\/(\d+)\/$/,
    methods: {
      PATCH: ({ params, body }) => {
        const { prizes: _prizes, ...fields } = body;
        const drop = Object.assign(find(prizeDrops, params[0]), fields);
        return prizeDropDto(drop);
      },
    },
  },
  {
    pattern: /^v1\/prize-drops\/prize-drops\/(\d+)\/prizes\/$/,
    methods: {
      POST: ({ params, body }) => {
        const drop = find(prizeDrops, params[0]);
        find(prizes, body.prize as number);
        const next = {
          ...drop,
          prizes: [
            ...drop.prizes,
            { id: newId(), prize: Number(body.prize), quantity: Number(body.quantity) },
          ],
        };
        dropQuantityCheck(next);
        drop.prizes = next.prizes;
        return created(prizeDropDto(drop));
      },
      PATCH: ({ params, body }) => {
        const drop = find(prizeDrops, params[0]);
        const prizesNow = drop.prizes.map((item) =>
          item.prize === body.prize ? { ...item, quantity: Number(body.quantity) } : item,
        );
        dropQuantityCheck({ ...drop, prizes: prizesNow });
        drop.prizes = prizesNow;
        return prizeDropDto(drop);
      },
      DELETE: ({ params, body }) => {
        const drop = find(prizeDrops, params[0]);
        drop.prizes = drop.prizes.filter((item) => item.prize !== body.prize);
        return prizeDropDto(drop);
      },
    },
  },
  {
    pattern: /^v1\/prizes\/prize\/$/,
    methods: {
      POST: ({ body }) => {
        const prize = { ...body, id: newId() };
        prizes.push(prize);
        return created(prize);
      },
    },
  },
  { pattern: /^v1\/prizes\/prizes\/(\d+)\/$/, methods: { GET: ({ params }) => find(prizes, params[0]) } },
  {
    pattern: /^v1\/jackpots\/jackpots\/$/,
    methods: {
      GET: ({ query }) => page(ofCampaign(jackpots, query), query),
      POST: ({ body }) => {
        requireCampaign(body);
        // Spec §3: creation adds languageForTitle, EN by default.
        const jackpot = { language_for_title: 'en', ...body, id: newId() };
        jackpots.push(jackpot);
        return created(jackpot);
      },
    },
  },
  {
    pattern: /^v1\/jackpots\/jackpots\/(\d+)\/$/,
    methods: {
      PATCH: ({ params, body }) => Object.assign(find(jackpots, params[0]), body),
      DELETE: ({ params }) => {
        jackpots.splice(jackpots.indexOf(find(jackpots, params[0])), 1);
        return noContent;
      },
    },
  },
  { pattern: /^v1\/jackpots\/contributions\/$/, methods: { GET: ({ query }) => page([], query) } },
  {
    pattern: /^v1\/overlays\/overlays\/$/,
    methods: {
      POST: ({ body }) => {
        const overlay = { ...body, id: newId() };
        overlays.push(overlay);
        return created(overlay);
      },
    },
  },
  {
    pattern: /^v1\/overlays\/overlays\/(\d+)\/$/,
    methods: {
      GET: ({ params }) => find(overlays, params[0]),
      PATCH: ({ params, body }) => Object.assign(find(overlays, params[0]), body),
    },
  },
  ...['markets', 'affiliates', 'currencies', 'vip-level', 'customer-states'].map((path) => ({
    pattern: new RegExp(`^v1/player/${path}/$`),
    methods: { GET: ({ query }: { query: Record<string, string> }) => page([], query) },
  })),
];

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { detail: 'JSON parse error.' });
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const OPEN_PATHS = [/^v1\/auth\/login\/$/, /^v1\/auth\/jwt\/refresh\/$/, /^v1\/operators\/login-image\/$/];

const api = createServer((request, response) => {
  void (async () => {
    if (request.method === 'OPTIONS') return send(response, 204, undefined);
    const url = new URL(request.url ?? '/', 'http://stub');
    const path = url.pathname.replace(/^\/+/, '');
    const query = Object.fromEntries(url.searchParams);
    const method = request.method ?? 'GET';
    try {
      const body = await readBody(request);
      calls.push({
        method,
        path,
        query,
        ...(body !== undefined && { body }),
        authorization: request.headers.authorization,
      });
      const route = ROUTES.find((candidate) => candidate.pattern.test(path));
      if (!route) throw notFound();
      const handler = route.methods[method];
      if (!handler) throw new HttpError(405, { detail: `Method "${method}" not allowed.` });
      if (
        !OPEN_PATHS.some((open) => open.test(path)) &&
        !/^JWT \S+$/.test(request.headers.authorization ?? '')
      )
        throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
      const params = route.pattern.exec(path)!.slice(1);
      const result = handler({ params, query, body: (body ?? {}) as Body });
      const answer = result as { status?: number; body?: unknown };
      if (answer && typeof answer === 'object' && typeof answer.status === 'number' && 'body' in answer)
        return send(response, answer.status, answer.body);
      return send(response, 200, result);
    } catch (error) {
      if (error instanceof HttpError) return send(response, error.status, error.body);
      console.error(error);
      return send(response, 500, { detail: 'A server error occurred.' });
    }
  })();
});

const control = createServer((request, response) => {
  if (request.method === 'DELETE') calls.length = 0;
  send(response, 200, request.method === 'DELETE' ? {} : calls);
});

api.listen(port, '127.0.0.1');
control.listen(controlPort, '127.0.0.1');
