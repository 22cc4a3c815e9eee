import { http, HttpResponse, type JsonBodyType } from 'msw';

import { API, server } from './server';

type WireBody = Record<string, unknown>;

/** A call of a type's settings as the backend received it (snake_case body). */
export interface SettingsCallRecord {
  method: string;
  path: string;
  body?: WireBody;
}

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/** The §7 settings collections and the detail key whose record (or records) each one serves. */
const COLLECTIONS = [
  { url: 'v1/missions/missions/', key: 'mission', many: 'missions' },
  { url: 'v1/tournaments/tournaments/', key: 'tournament' },
  { url: 'v1/prize-drops/prize-drops/', key: 'prize_drop' },
  { url: 'v1/jackpots/jackpots/', key: 'jackpot' },
] as const;

/**
 * The spec §7 calls of the campaign types' settings, answered from a campaign `detail` (snake_case) as a
 * DRF backend would: each list filtered by `?campaign=` serves the detail's record of that type, a POST
 * answers what it made with a new id, PATCH echoes, DELETE is a 204. Every call other than a read is
 * recorded in `calls`; `refuse` makes the next matching call answer with a given status and body.
 * Reorder calls are left to the tests, which answer them with the reordered record.
 */
export function serveTypeSettings(detail: WireBody) {
  const calls: SettingsCallRecord[] = [];
  const refusals: { method: string; path: RegExp; status: number; body: JsonBodyType }[] = [];
  let nextId = 100;

  const record = async (request: Request) => {
    const path = new URL(request.url).pathname.slice(1);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as WireBody) : undefined;
    calls.push({ method: request.method, path, ...(body && { body }) });
    const refusal = refusals.find((r) => r.method === request.method && r.path.test(path));
    if (refusal) {
      refusals.splice(refusals.indexOf(refusal), 1);
      return { body, refused: HttpResponse.json(refusal.body, { status: refusal.status }) };
    }
    return { body, refused: null };
  };
  const created = (fields: WireBody | undefined) =>
    HttpResponse.json({ ...fields, id: nextId++ }, { status: 201 });

  server.use(
    ...COLLECTIONS.flatMap(({ url, key, ...rest }) => [
      http.get(`${API}${url}`, () => {
        const many = 'many' in rest ? (detail[rest.many] as unknown[] | undefined) : undefined;
        const one = detail[key];
        return HttpResponse.json(page(many ?? (one ? [one] : [])));
      }),
      http.post(`${API}${url}`, async ({ request }) => {
        const { body, refused } = await record(request);
        return refused ?? created({ ...body, tasks: [], prizes: [], places: body?.places ?? [] });
      }),
      http.patch(`${API}${url}:id/`, async ({ request, params }) => {
        const { body, refused } = await record(request);
        return refused ?? HttpResponse.json({ ...body, id: Number(params.id) });
      }),
      http.delete(`${API}${url}:id/`, async ({ request }) => {
        const { refused } = await record(request);
        return refused ?? new HttpResponse(null, { status: 204 });
      }),
    ]),
    ...['v1/missions/tasks/', 'v1/tournaments/tasks/'].flatMap((url) => [
      http.post(`${API}${url}:type/`, async ({ request, params }) => {
        const { body, refused } = await record(request);
        return refused ?? created({ ...body, type: params.type });
      }),
      http.patch(`${API}${url}:type/:id/`, async ({ request, params }) => {
        const { body, refused } = await record(request);
        return refused ?? HttpResponse.json({ ...body, type: params.type, id: Number(params.id) });
      }),
      http.delete(`${API}${url}:type/:id/`, async ({ request }) => {
        const { refused } = await record(request);
        return refused ?? new HttpResponse(null, { status: 204 });
      }),
    ]),
    http.post(`${API}v1/prizes/prize/`, async ({ request }) => {
      const { body, refused } = await record(request);
      return refused ?? created(body);
    }),
    ...(['post', 'patch', 'delete'] as const).map((method) =>
      http[method](`${API}v1/prize-drops/prize-drops/:id/prizes/`, async ({ request, params }) => {
        const { refused } = await record(request);
        return refused ?? HttpResponse.json({ ...(detail.prize_drop as WireBody), id: Number(params.id) });
      }),
    ),
  );

  return {
    calls,
    /** The next `method` call whose path matches answers `status` with `body` (a DRF refusal). */
    refuse: (method: string, path: RegExp, status: number, body: JsonBodyType) => {
      refusals.push({ method: method.toUpperCase(), path, status, body });
    },
  };
}
