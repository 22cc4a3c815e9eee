import { camelizeKeys, type HumpsProcessor } from 'humps';

import type { Camelized } from '@/types/wire';
import { fromWire } from '@/utils/wire';

/** What the answers went through before: humps, upper-case keys (currency codes) kept. */
const keepUpperCaseKeys: HumpsProcessor = (key, convert, options) =>
  /^[A-Z0-9_]+$/.test(key) ? key : convert(key, options);
const humps = (value: unknown) => camelizeKeys(value as object, keepUpperCaseKeys);

const TRICKY_KEYS = [
  'device_types',
  'exists_in_external_api',
  'line_1',
  'top10_games',
  '1st_place',
  'a1_b2_c3',
  '2fa_enabled',
  '_private',
  '__meta__',
  'trailing_',
  'double__underscore',
  'x-request-id',
  'with space',
  'already_camelCase',
  'CamelCase',
  'EUR',
  'FOO_BAR',
  'A1',
  'EURrate',
  '123',
  '1e3',
  '',
  ' ',
  '2026-01-02',
  'en',
  'pt_BR',
  '__proto__',
  'constructor',
];

describe('fromWire converts keys exactly as humps did', () => {
  it.each(TRICKY_KEYS)('key %j', (key) => {
    const wire = JSON.parse(JSON.stringify({ [key]: { [key]: [1, { [key]: null }] } }));
    expect(fromWire(wire)).toEqual(humps(wire));
    expect(Object.keys(fromWire(wire) as object)).toEqual(Object.keys(humps(wire)));
  });

  it('nested arrays, arrays of objects, nulls and every JSON value', () => {
    const wire = {
      results: [
        { game_id: 1, device_types: ['desktop', 'mobile'], per_day: [[{ day_total: 1 }], []] },
        { game_id: 2, device_types: [], image: null, exists_in_external_api: false },
      ],
      exchange_rates: { EUR: 1, USD: 1.1 },
      terms: { en: '<p>x</p>', pt_BR: '' },
      count: 2,
      next: null,
      plain: 'text_with_underscores',
    };
    expect(fromWire(wire)).toEqual(humps(wire));
    expect(fromWire([[{ a_b: 1 }], 'x_y', 3, null, true])).toEqual(
      humps([[{ a_b: 1 }], 'x_y', 3, null, true]),
    );
    expect(['a_b', 7, null, true, undefined].map(fromWire)).toEqual(['a_b', 7, null, true, undefined]);
  });

  it('an object without a prototype is converted too', () => {
    const wire = Object.assign(Object.create(null) as object, { some_key: { other_key: 1 } });
    expect(fromWire(wire)).toEqual({ someKey: { otherKey: 1 } });
  });

  it('stays right past the keys it remembers', () => {
    const wire = Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`key_${i}_x`, i]));
    expect(fromWire(wire)).toEqual(humps(wire));
    expect(fromWire({ device_types: [] })).toEqual({ deviceTypes: [] });
  });

  it('leaves what is not wire JSON as it is: form data, files, dates', () => {
    const form = new FormData();
    form.append('file_name', 'x');
    const blob = new Blob(['a_b']);
    const date = new Date(0);
    expect(fromWire(form)).toBe(form);
    expect(fromWire(blob)).toBe(blob);
    const converted = fromWire({ sent_at: date, upload: form }) as { sentAt: Date; upload: FormData };
    expect(converted.sentAt).toBe(date);
    expect(converted.upload).toBe(form);
  });
});

describe('Camelized types an answer as fromWire converts it', () => {
  it('keys with digits, several words, a leading underscore, upper case and data keys', () => {
    const answer = {
      task_1: 1,
      is_round_end: true,
      _private_note: 'x',
      DR: 2,
      cash_amounts: { EUR: 5 },
      titles: { en: 'Hi', pt_br: 'Olá' },
      tasks: [{ min_odds: null }],
      clash_pair: [3, 4] as [number, number],
    };
    // The annotation makes tsc hold the type's keys to the ones asserted at run time.
    const expected: Camelized<typeof answer> = {
      task1: 1,
      isRoundEnd: true,
      privateNote: 'x',
      DR: 2,
      cashAmounts: { EUR: 5 },
      titles: { en: 'Hi', ptBr: 'Olá' },
      tasks: [{ minOdds: null }],
      clashPair: [3, 4],
    };
    // A tuple stays a tuple (an accepted clash's two campaigns), not a list of any length.
    const pair: [number, number] = expected.clashPair;
    expect(fromWire(answer)).toEqual(expected);
    expect(pair).toEqual([3, 4]);
  });
});
