import { readFileSync } from 'node:fs';
import path from 'node:path';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

const css = readFileSync(path.join(__dirname, '../styles/globals.scss'), 'utf8');
const variable = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1].trim() ?? '';
/** A colour as `#rrggbb`, following `var(--…)`. */
const color = (value: string): string => {
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  const resolved = reference ? variable(reference[1]) : value;
  return resolved.toLowerCase() === '#fff' ? '#ffffff' : resolved.toLowerCase();
};

describe('the focus ring (WCAG 1.4.11: 3:1 against what surrounds it)', () => {
  const rings = variable('focus-ring')
    .split(',')
    .map((shadow) => color(shadow.trim().split(/\s+/).at(-1) ?? ''));

  it.each([
    ['the page', 'color-bg'],
    ['cards and forms', 'color-surface'],
    ['the dark header and side menu', 'color-nav'],
  ])('reaches 3:1 on %s', (_where, background) => {
    const best = Math.max(...rings.map((ring) => contrast(ring, color(variable(background)))));
    expect(best).toBeGreaterThanOrEqual(3);
  });
});
