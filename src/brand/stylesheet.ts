// The site's own stylesheet: the rules for its logo, its palette and fonts, then its custom CSS.
import path from 'node:path';
import type { FontsSetting } from '../core/brand-config.js';
import type { ModeTokens, Palette } from './palette.js';

/** The logo beside the title; with a dark variant, each shown in its own mode (no script needed). */
export const LOGO_CSS =
  '.navbar-brand-logo{flex-direction:row;align-items:center;gap:.5rem}' +
  '.navbar-logo{display:block;width:auto;height:2rem}' +
  '.navbar-brand-text{display:flex;flex-direction:column}' +
  ".navbar-logo-dark,[data-theme='dark'] .navbar-logo-light{display:none}" +
  "[data-theme='dark'] .navbar-logo-dark{display:block}";

function tokens(t: ModeTokens): string {
  return (
    `--primary:${t.primary};--primary-strong:${t.primaryStrong};--primary-soft:${t.primarySoft};` +
    `--focus:${t.focus};--accent:${t.accent}`
  );
}

/** The derived colours over tokens.css's, and the accent on tags and the current table-of-contents entry. */
export function paletteCss(palette: Palette): string {
  return (
    `:root{${tokens(palette.light)}}[data-theme='dark']{${tokens(palette.dark)}}` +
    '.tag:hover{border-color:var(--accent);color:var(--accent)}' +
    '.toc-link-active{border-left-color:var(--accent);color:var(--accent)}'
  );
}

const quoted = (value: string) => JSON.stringify(value);

const FONT_FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

/** Font stacks over tokens.css's, and @font-face rules for files served from static/ (under the base). */
export function fontsCss(fonts: FontsSetting, base: string): string {
  const faces = fonts.files.map((face) => {
    const format = FONT_FORMATS[path.extname(face.src).slice(1).toLowerCase()];
    const weight = face.weight === undefined ? '' : `;font-weight:${face.weight}`;
    const style = face.style === undefined ? '' : `;font-style:${face.style}`;
    return (
      `@font-face{font-family:${quoted(face.family)};src:url(${quoted(base + face.src.slice(1))}) ` +
      `format(${quoted(format ?? 'woff2')});font-display:swap${weight}${style}}`
    );
  });
  const stacks = [fonts.body ? `--font:${fonts.body}` : '', fonts.code ? `--mono:${fonts.code}` : ''].filter(Boolean);
  return faces.join('') + (stacks.length > 0 ? `:root{${stacks.join(';')}}` : '');
}
