import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, mix } from '../../src/brand/colour.js';
import { ADMONITION_KINDS, BACKGROUNDS, contrastFailures, derivePalette, textPairs } from '../../src/brand/palette.js';
import { repoRoot } from '../helpers/sites.js';

describe('contrast ratio', () => {
  it('follows WCAG 2: black on white is 21:1, a colour on itself 1:1, #767676 on white just passes AA', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7c2d92', '#7c2d92')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#123456', '#abcdef', 0)).toBe('#123456');
  });
});

describe('derived palette', () => {
  it('uses the brand colour as given in light mode and a lighter shade of it in dark mode', () => {
    const palette = derivePalette({ primary: '#7c2d92' });
    expect(palette.light.primary).toBe('#7c2d92');
    expect(palette.light.accent).toBe('#7c2d92');
    expect(contrastRatio(palette.dark.primary, BACKGROUNDS.dark.surface)).toBeGreaterThanOrEqual(5);
    expect(contrastRatio(palette.dark.primary, '#ffffff')).toBeLessThan(contrastRatio('#7c2d92', '#ffffff'));
  });

  it('passes every text pair for the help centre blue and for mid-tone colours of every hue', () => {
    expect(contrastFailures(derivePalette({ primary: '#1d4ed8' }))).toEqual([]);
    for (const primary of [
      '#b91c1c',
      '#b45309',
      '#4d7c0f',
      '#047857',
      '#0e7490',
      '#1d4ed8',
      '#6d28d9',
      '#be185d',
      '#374151',
    ]) {
      expect(contrastFailures(derivePalette({ primary, accent: '#9a3412' })), primary).toEqual([]);
    }
  });

  it('names the pairs a light brand colour fails, with both colours and the ratio', () => {
    const failures = contrastFailures(derivePalette({ primary: '#ffd400' }));
    expect(failures.every((f) => f.mode === 'light')).toBe(true);
    const link = failures.find((f) => f.name.startsWith('link text on the page'));
    expect(link).toMatchObject({ foreground: '#ffd400', background: '#ffffff', minimum: 4.5 });
    expect(link!.ratio).toBeCloseTo(contrastRatio('#ffd400', '#ffffff'), 5);
    // The focus ring is UI: 3:1 is enough for it.
    expect(textPairs(derivePalette({ primary: '#ffd400' })).find((p) => p.name.startsWith('focus ring'))?.minimum).toBe(
      3,
    );
  });

  it('checks links on every admonition tint, in both modes', () => {
    // #767676 just passes on white (4.54:1), not on the tinted admonitions.
    const failures = contrastFailures(derivePalette({ primary: '#767676' }));
    expect(failures.filter((f) => f.name.endsWith('admonition')).map((f) => `${f.mode} ${f.name}`)).toEqual(
      ADMONITION_KINDS.map((kind) => `light link text in ${kind === 'info' ? 'an' : 'a'} ${kind} admonition`),
    );
    const pairs = textPairs(derivePalette({ primary: '#1d4ed8' })).filter((p) => p.name.endsWith('admonition'));
    expect(pairs.map((p) => p.background)).toEqual([
      ...Object.values(BACKGROUNDS.light.admonitions),
      ...Object.values(BACKGROUNDS.dark.admonitions),
    ]);
  });

  // axe found its search hit titles at 4.1:1 on the highlight: highlighted words now take the text colour.
  it('accepts #d61c44, and draws search highlights in the text colour', () => {
    expect(contrastFailures(derivePalette({ primary: '#d61c44' }))).toEqual([]);
    const css = readFileSync(`${repoRoot}templates/styles/search.css`, 'utf8');
    expect(/\.search-hit mark \{[^}]*color: var\(--text\);/.exec(css)).not.toBeNull();
  });

  it('checks the accent on its own', () => {
    const failures = contrastFailures(derivePalette({ primary: '#1d4ed8', accent: '#f59e0b' }));
    expect(failures.map((f) => f.name)).toEqual([
      'accent text on the page (current table-of-contents entry)',
      'accent text on a surface (hovered tag)',
    ]);
  });

  it('reads brand colours on the backgrounds templates/styles/tokens.css sets', () => {
    const css = readFileSync(`${repoRoot}templates/styles/tokens.css`, 'utf8');
    const [light, dark] = css.split("[data-theme='dark']") as [string, string];
    const token = (block: string, name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`).exec(block)?.[1];
    for (const [mode, block] of [
      ['light', light],
      ['dark', dark],
    ] as const)
      expect({
        bg: token(block, 'bg'),
        surface: token(block, 'surface'),
        admonitions: Object.fromEntries(ADMONITION_KINDS.map((kind) => [kind, token(block, `${kind}-bg`)])),
      }).toEqual(BACKGROUNDS[mode]);
  });
});
