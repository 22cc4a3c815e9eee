import { xTickIndices } from '@/components/charts/LineChart';

/** Where each drawn label starts and ends: the first from its point, the last up to it, others centred. */
function extents(count: number, spacing: number, width: number) {
  return xTickIndices(count, spacing, width).map((index) => {
    const at = index * spacing;
    if (index === 0) return [at, at + width];
    if (index === count - 1) return [at - width, at];
    return [at - width / 2, at + width / 2];
  });
}

describe('line chart x labels', () => {
  it('draws every label when there is room for all', () => {
    expect(xTickIndices(5, 200, 86)).toEqual([0, 1, 2, 3, 4]);
  });

  it('thins 30 days on a wide chart so that no two labels overlap, the first included', () => {
    const ticks = xTickIndices(30, 35, 86);
    expect(ticks[0]).toBe(0);
    const drawn = extents(30, 35, 86);
    drawn.slice(1).forEach(([start], index) => expect(start).toBeGreaterThanOrEqual(drawn[index][1]));
  });

  it('keeps a centred label clear of the first and last, drawn from their edges', () => {
    for (const [count, spacing] of [
      [30, 12],
      [91, 11],
      [8, 40],
      [61, 5],
    ]) {
      const drawn = extents(count, spacing, 86);
      drawn.slice(1).forEach(([start], index) => expect(start).toBeGreaterThanOrEqual(drawn[index][1]));
    }
  });

  it('one label or none', () => {
    expect(xTickIndices(1, 0, 86)).toEqual([0]);
    expect(xTickIndices(0, 0, 86)).toEqual([]);
  });
});
