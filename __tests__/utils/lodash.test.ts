import clone from '@/utils/lodash/clone';
import cloneDeep from '@/utils/lodash/cloneDeep';
import isPlainObject from '@/utils/lodash/isPlainObject';
import toPath from '@/utils/lodash/toPath';

type Lodash = {
  clone: <T>(value: T) => T;
  cloneDeep: <T>(value: T) => T;
  isPlainObject: (value: unknown) => boolean;
  toPath: (value: unknown) => string[];
};
const lodash = jest.requireActual<Lodash>('lodash');

class Point {
  constructor(public x = 1) {}
}

const file = new File(['hash'], 'players.csv');
const formValues = () => ({
  name: 'Spring mission',
  startDate: new Date('2026-11-23T10:00:00Z'),
  mission: {
    tasks: [{ type: 'deposit', amount: '', prizes: [{ kind: 'cash', cashAmounts: { EUR: '5' } }] }],
  },
  file,
  empty: null,
  missing: undefined,
});

describe("formik's lodash helpers", () => {
  it('clone copies one level, keeping prototypes, as lodash does', () => {
    for (const value of [formValues(), [1, { a: 2 }], new Point(3), 'text', 4, null, undefined]) {
      const ours = clone(value);
      expect(ours).toEqual(lodash.clone(value));
      if (value && typeof value === 'object') {
        expect(ours).not.toBe(value);
        expect(Object.getPrototypeOf(ours)).toBe(Object.getPrototypeOf(value));
      }
    }
  });

  it('cloneDeep copies form values all the way down and shares files', () => {
    const values = formValues();
    const ours = cloneDeep(values);
    expect(ours).toEqual(lodash.cloneDeep(values));
    expect(ours.mission.tasks[0].prizes[0]).not.toBe(values.mission.tasks[0].prizes[0]);
    expect(ours.startDate).not.toBe(values.startDate);
    expect(ours.file).toBe(file);
  });

  it('isPlainObject answers as lodash does', () => {
    for (const value of [{}, Object.create(null), [], new Point(), new Date(), file, null, 'a', () => 1])
      expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
  });

  it('toPath reads field names as lodash does', () => {
    for (const name of [
      'mission.tasks.0.amount',
      'tasks[1].prizes[0].cashAmounts.EUR',
      '.leading',
      'a["b.c"].d',
      "a['x\\'y']",
      'a[-1.5]',
      'a..b',
      '',
    ])
      expect(toPath(name)).toEqual(lodash.toPath(name));
    expect(toPath(['a', 1])).toEqual(lodash.toPath(['a', 1]));
  });
});
