import type { SettingsCall } from '@/components/campaigns/builder/settingsCalls';
import { syncSettings } from '@/components/campaigns/builder/settingsSync';
import { prizeDropSync } from '@/components/campaigns/prizeDrop/prizeDropSync';
import { prizeDropValues, type PrizeDropValues } from '@/components/campaigns/prizeDrop/prizeDropForm';
import { chainSync, missionSync } from '@/components/campaigns/mission/missionSync';
import {
  chainValues,
  emptyTask,
  missionFieldsValues,
  missionValues,
  type MissionValues,
} from '@/components/campaigns/mission/missionForm';
import { emptyPrize } from '@/components/campaigns/prizes/prizeForm';

/** A backend that answers every call with a new id, refusing the calls `refuse` picks. */
function fakeBackend(refuse: (request: Parameters<SettingsCall>[0]) => boolean = () => false) {
  const sent: string[] = [];
  let nextId = 100;
  const call: SettingsCall = async (request) => {
    sent.push(`${request.method ?? 'get'} ${request.url}`);
    if (refuse(request)) throw { status: 400, data: { quantity: ['No.'] } };
    return request.method === 'post' ? { id: nextId++ } : {};
  };
  return { call, sent };
}

describe('settings sync', () => {
  it('replaces a task whose type changed (its type is in its address): DELETE then POST', async () => {
    const saved: MissionValues = missionValues({
      id: 5,
      campaign: 42,
      position: 0,
      tasksInOrder: false,
      minBet: null,
      repeatable: false,
      repeatCount: null,
      tasks: [{ id: 11, mission: 5, position: 0, type: 'deposit', amount: 50, ranges: null, prizes: [] }],
    });
    const values = structuredClone(saved);
    values.mission.tasks[0] = { ...values.mission.tasks[0], type: 'turnover' };
    const { call, sent } = fakeBackend();
    const result = await syncSettings(missionSync, call, saved, values, 42);
    expect(result.failure).toBeUndefined();
    expect(sent).toEqual(['delete v1/missions/tasks/deposit/11/', 'post v1/missions/tasks/turnover/']);
    expect(result.current.mission.tasks[0].id).toBe(100);
    expect(result.saved.mission.tasks.map((task) => task.id)).toEqual([100]);
  });

  it('makes a new mission first, then its tasks under its id', async () => {
    const saved = missionValues(null);
    const values = structuredClone(saved);
    values.mission.tasks = [emptyTask('deposit')];
    const { call, sent } = fakeBackend();
    const result = await syncSettings(missionSync, call, saved, values, 42);
    expect(sent).toEqual(['post v1/missions/missions/', 'post v1/missions/tasks/deposit/']);
    expect(result.saved.mission.id).toBe(100);
    expect(result.saved.mission.tasks[0].id).toBe(101);
  });

  it('does not make a drop’s prize again when only its entry in the drop was refused', async () => {
    const saved: PrizeDropValues = prizeDropValues({
      id: 7,
      campaign: 42,
      minBet: null,
      allGames: true,
      games: [],
      drops: 1,
      prizes: [],
    });
    const values = structuredClone(saved);
    values.prizeDrop.prizes = [{ ...emptyPrize(), amount: '5', quantity: '2' }];
    const first = fakeBackend((request) => request.url.endsWith('/prizes/'));
    const refused = await syncSettings(prizeDropSync, first.call, saved, values, 42);
    expect(refused.failure?.path).toBe('prizeDrop.prizes.0');
    expect(first.sent).toEqual(['post v1/prizes/prize/', 'post v1/prize-drops/prize-drops/7/prizes/']);
    // The form keeps the prize it made; the backend holds no entry yet.
    expect(refused.current.prizeDrop.prizes[0].id).toBe(100);
    expect(refused.saved.prizeDrop.prizes).toEqual([]);

    const retry = fakeBackend();
    const saved2 = await syncSettings(prizeDropSync, retry.call, refused.saved, refused.current, 42);
    expect(saved2.failure).toBeUndefined();
    expect(retry.sent).toEqual(['post v1/prize-drops/prize-drops/7/prizes/']);
  });

  describe("a mission chain's order (each mission's `position`, spec §7 names no reorder call)", () => {
    const chainMission = (id: number, position: number) =>
      missionFieldsValues({
        id,
        campaign: 42,
        position,
        tasksInOrder: false,
        minBet: null,
        repeatable: false,
        repeatCount: null,
        tasks: [],
      });

    /**
     * A backend keeping each mission's place: `swap` (the API server) gives a taken place's mission the
     * old place of the one moved there; without it the place is only stored (a plain spec backend).
     * New missions go last, whatever they ask for.
     */
    function chainBackend(positions: Map<number, number>, swap: boolean) {
      const sent: string[] = [];
      let nextId = 100;
      const call: SettingsCall = async ({ url, method = 'get', data }) => {
        const body = data as { position?: number };
        sent.push(`${method} ${url} ${JSON.stringify(body?.position)}`);
        if (method === 'post') {
          const id = nextId++;
          positions.set(id, Math.max(-1, ...positions.values()) + 1);
          return { id, position: positions.get(id) };
        }
        const id = Number(/(\d+)\/$/.exec(url)?.[1]);
        if (method === 'delete') positions.delete(id);
        else if (body.position !== undefined) {
          const holder = [...positions].find(([other, at]) => other !== id && at === body.position);
          if (holder && swap) positions.set(holder[0], positions.get(id)!);
          positions.set(id, body.position);
        }
        return { id, position: positions.get(id) };
      };
      const order = () => [...positions].sort((a, b) => a[1] - b[1]).map(([id]) => id);
      return { call, sent, order };
    }

    it.each([
      ['swaps a taken place (the API server)', true],
      ['only stores the place (a plain spec backend)', false],
    ])('PATCHes only the moved missions, first place first, against a backend that %s', async (_, swap) => {
      const saved = {
        missions: [chainMission(1, 0), chainMission(2, 1), chainMission(3, 2), chainMission(4, 3)],
      };
      const values = structuredClone(saved);
      // [1, 2, 3, 4] → [3, 1, 2, 4]: mission 4 keeps its place and is not sent.
      values.missions = [values.missions[2], values.missions[0], values.missions[1], values.missions[3]];
      const backend = chainBackend(
        new Map([
          [1, 0],
          [2, 1],
          [3, 2],
          [4, 3],
        ]),
        swap,
      );
      const result = await syncSettings(chainSync, backend.call, saved, values, 42);
      expect(result.failure).toBeUndefined();
      expect(backend.sent).toEqual([
        'patch v1/missions/missions/3/ 0',
        'patch v1/missions/missions/1/ 1',
        'patch v1/missions/missions/2/ 2',
      ]);
      expect(backend.order()).toEqual([3, 1, 2, 4]);
      // Saved again as it is: nothing to send.
      const again = chainBackend(new Map(), swap);
      await syncSettings(chainSync, again.call, result.saved, result.current, 42);
      expect(again.sent).toEqual([]);
    });

    it('tells a new mission its place when the backend put it last, and closes the gap of a removed one', async () => {
      const saved = chainValues([]);
      saved.missions = [chainMission(1, 0), chainMission(2, 1)];
      const values = structuredClone(saved);
      values.missions = [missionFieldsValues(null), values.missions[1]];
      const backend = chainBackend(
        new Map([
          [1, 0],
          [2, 1],
        ]),
        true,
      );
      const result = await syncSettings(chainSync, backend.call, saved, values, 42);
      expect(result.failure).toBeUndefined();
      expect(backend.sent).toEqual([
        'delete v1/missions/missions/1/ undefined',
        'post v1/missions/missions/ 0',
        'patch v1/missions/missions/100/ 0',
      ]);
      // Mission 2 was at 1 already.
      expect(backend.order()).toEqual([100, 2]);
    });
  });

  describe("a prize drop's count and its prizes' quantities in one save", () => {
    /** A backend refusing any state where the prizes' quantities add up to more than the drops. */
    function dropBackend(drops: number, quantities: Map<number, number>) {
      const sent: string[] = [];
      const call: SettingsCall = async ({ url, method = 'get', data }) => {
        const body = data as { drops?: number; prize?: number; quantity?: number };
        const nextDrops = body.drops ?? drops;
        const next = new Map(quantities);
        if (url.endsWith('/prizes/')) next.set(body.prize!, body.quantity!);
        const total = [...next.values()].reduce((sum, quantity) => sum + quantity, 0);
        sent.push(`${method} ${url} ${JSON.stringify(body)}`);
        if (total > nextDrops) throw { status: 400, data: { quantity: ['Too many prizes.'] } };
        drops = nextDrops;
        next.forEach((quantity, prize) => quantities.set(prize, quantity));
        return {};
      };
      return { call, sent };
    }

    const drop = (drops: number, a: number, b: number): PrizeDropValues =>
      prizeDropValues({
        id: 7,
        campaign: 42,
        minBet: null,
        allGames: true,
        games: [],
        drops,
        prizes: [
          { id: 1, prize: { id: 1, kind: 'cash', amount: 5 } as never, quantity: a },
          { id: 2, prize: { id: 2, kind: 'cash', amount: 9 } as never, quantity: b },
        ],
      });

    it('lowers the quantities before the count', async () => {
      const backend = dropBackend(
        10,
        new Map([
          [1, 6],
          [2, 4],
        ]),
      );
      const result = await syncSettings(prizeDropSync, backend.call, drop(10, 6, 4), drop(5, 3, 2), 42);
      expect(result.failure).toBeUndefined();
      expect(backend.sent).toEqual([
        'patch v1/prize-drops/prize-drops/7/prizes/ {"prize":1,"quantity":3}',
        'patch v1/prize-drops/prize-drops/7/prizes/ {"prize":2,"quantity":2}',
        'patch v1/prize-drops/prize-drops/7/ {"minBet":null,"allGames":true,"games":[],"drops":5}',
      ]);
    });

    it('raises the count before the quantities, and lowers one prize before the count when another rises', async () => {
      const raised = dropBackend(
        5,
        new Map([
          [1, 3],
          [2, 2],
        ]),
      );
      await syncSettings(prizeDropSync, raised.call, drop(5, 3, 2), drop(10, 6, 4), 42);
      expect(raised.sent.map((line) => line.split(' {')[0])).toEqual([
        'patch v1/prize-drops/prize-drops/7/',
        'patch v1/prize-drops/prize-drops/7/prizes/',
        'patch v1/prize-drops/prize-drops/7/prizes/',
      ]);

      const mixed = dropBackend(
        10,
        new Map([
          [1, 6],
          [2, 4],
        ]),
      );
      const result = await syncSettings(prizeDropSync, mixed.call, drop(10, 6, 4), drop(8, 2, 6), 42);
      expect(result.failure).toBeUndefined();
      expect(mixed.sent).toEqual([
        'patch v1/prize-drops/prize-drops/7/prizes/ {"prize":1,"quantity":2}',
        'patch v1/prize-drops/prize-drops/7/ {"minBet":null,"allGames":true,"games":[],"drops":8}',
        'patch v1/prize-drops/prize-drops/7/prizes/ {"prize":2,"quantity":6}',
      ]);
    });
  });
});
