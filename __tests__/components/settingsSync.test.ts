import { syncSettings, type SettingsCall } from '@/components/campaigns/builder/settingsSync';
import { prizeDropCalls } from '@/components/campaigns/prizeDrop/prizeDropCalls';
import { prizeDropValues, type PrizeDropValues } from '@/components/campaigns/prizeDrop/prizeDropForm';
import { missionCalls } from '@/components/campaigns/mission/missionCalls';
import { emptyTask, missionValues, type MissionValues } from '@/components/campaigns/mission/missionForm';
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
      tasksInOrder: false,
      minBet: null,
      repeatable: false,
      repeatCount: null,
      tasks: [{ id: 11, type: 'deposit', amount: 50, ranges: null, prizes: [] }],
    });
    const values = structuredClone(saved);
    values.mission.tasks[0] = { ...values.mission.tasks[0], type: 'turnover' };
    const { call, sent } = fakeBackend();
    const result = await syncSettings(missionCalls.sync, call, saved, values, 42);
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
    const result = await syncSettings(missionCalls.sync, call, saved, values, 42);
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
    const refused = await syncSettings(prizeDropCalls.sync, first.call, saved, values, 42);
    expect(refused.failure?.path).toBe('prizeDrop.prizes.0');
    expect(first.sent).toEqual(['post v1/prizes/prize/', 'post v1/prize-drops/prize-drops/7/prizes/']);
    // The form keeps the prize it made; the backend holds no entry yet.
    expect(refused.current.prizeDrop.prizes[0].id).toBe(100);
    expect(refused.saved.prizeDrop.prizes).toEqual([]);

    const retry = fakeBackend();
    const saved2 = await syncSettings(prizeDropCalls.sync, retry.call, refused.saved, refused.current, 42);
    expect(saved2.failure).toBeUndefined();
    expect(retry.sent).toEqual(['post v1/prize-drops/prize-drops/7/prizes/']);
  });
});
