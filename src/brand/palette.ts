// One or two brand colours → the colour tokens of both modes (the ones templates/styles/tokens.css
// gives the help centre's blue), and the pairs of them that carry text, for the contrast check.
import type { ColorsSetting } from '../core/brand-config.js';
import { contrastRatio, mix } from './colour.js';

export type Mode = 'light' | 'dark';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

/**
 * The backgrounds brand colours are read on, as templates/styles/tokens.css sets them (a test keeps
 * them in step): the page, surfaces, and each admonition's tint (links in admonitions).
 */
export const BACKGROUNDS: Record<Mode, { bg: string; surface: string; admonitions: Record<AdmonitionKind, string> }> = {
  light: {
    bg: '#ffffff',
    surface: '#f5f6f8',
    admonitions: { note: '#f4f5f7', tip: '#ecfdf3', info: '#eff6ff', warning: '#fffbeb', danger: '#fef2f2' },
  },
  dark: {
    bg: '#17191e',
    surface: '#20232a',
    admonitions: { note: '#262a31', tip: '#15291e', info: '#172338', warning: '#2d2413', danger: '#321a1c' },
  },
};

export interface ModeTokens {
  primary: string;
  /** Hovered links. */
  primaryStrong: string;
  /** Background of the active sidebar item and the selected search hit. */
  primarySoft: string;
  focus: string;
  accent: string;
}

export type Palette = Record<Mode, ModeTokens>;

const WHITE = '#ffffff';
const BLACK = '#000000';

/**
 * Dark mode reads a brand colour on a near-black page: lighten it (towards white, in steps of 5%)
 * until it reaches 5:1 on the dark surface, a little over AA so the tinted backgrounds still pass.
 */
function forDarkMode(colour: string): string {
  for (let step = 0; step <= 20; step++) {
    const lighter = mix(colour, WHITE, step / 20);
    if (contrastRatio(lighter, BACKGROUNDS.dark.surface) >= 5) return lighter;
  }
  return WHITE;
}

/** Light mode shows the brand colours as given; dark mode lightens them. */
export function derivePalette(colors: ColorsSetting): Palette {
  const accent = colors.accent ?? colors.primary;
  const darkPrimary = forDarkMode(colors.primary);
  return {
    light: {
      primary: colors.primary,
      primaryStrong: mix(colors.primary, BLACK, 0.3),
      primarySoft: mix(colors.primary, WHITE, 0.93),
      focus: colors.primary,
      accent,
    },
    dark: {
      primary: darkPrimary,
      primaryStrong: mix(darkPrimary, WHITE, 0.4),
      primarySoft: mix(colors.primary, BACKGROUNDS.dark.bg, 0.8),
      focus: darkPrimary,
      accent: colors.accent ? forDarkMode(colors.accent) : darkPrimary,
    },
  };
}

export interface ColourPair {
  mode: Mode;
  /** What the pair paints, in words. */
  name: string;
  foreground: string;
  background: string;
  /** WCAG AA: 4.5 for normal text, 3 for large text and UI (the focus ring). */
  minimum: number;
}

/**
 * Every pair of a derived colour and what it is read on, as the theme draws them (templates/styles/):
 * links, search hit titles (on the panel, and on the selected hit), pagination titles, the active
 * sidebar item, hovered tags and navbar links, links in each kind of admonition. A search hit's
 * highlighted words are drawn in the text colour, never the brand's, on their yellow.
 */
export function textPairs(palette: Palette): ColourPair[] {
  return (['light', 'dark'] as const).flatMap((mode) => {
    const t = palette[mode];
    const { bg, surface, admonitions } = BACKGROUNDS[mode];
    const pair = (name: string, foreground: string, background: string, minimum = 4.5): ColourPair => ({
      mode,
      name,
      foreground,
      background,
      minimum,
    });
    return [
      pair('link text on the page (search hit and pagination titles too)', t.primary, bg),
      pair('link text on a surface (hovered navbar and breadcrumb links)', t.primary, surface),
      pair('hovered link text', t.primaryStrong, bg),
      pair('active sidebar item and selected search hit', t.primary, t.primarySoft),
      pair('skip link and primary hero action text on the primary colour', bg, t.primary),
      pair('focus ring on the page', t.focus, bg, 3),
      pair('accent text on the page (current table-of-contents entry)', t.accent, bg),
      pair('accent text on a surface (hovered tag)', t.accent, surface),
      ...ADMONITION_KINDS.map((kind) =>
        pair(`link text in ${kind === 'info' ? 'an' : 'a'} ${kind} admonition`, t.primary, admonitions[kind]),
      ),
    ];
  });
}

export interface ContrastFailure extends ColourPair {
  ratio: number;
}

export function contrastFailures(palette: Palette): ContrastFailure[] {
  return textPairs(palette)
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
    .filter((pair) => pair.ratio < pair.minimum);
}

/** A darker shade of a light-mode colour that passes every light pair, for the error's hint. */
export function passingShade(colour: string, passes: (candidate: string) => boolean): string | undefined {
  for (let step = 1; step <= 20; step++) {
    const darker = mix(colour, BLACK, step / 20);
    if (passes(darker)) return darker;
  }
  return undefined;
}
