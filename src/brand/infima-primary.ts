// A Docusaurus site sets its brand colour as Infima's `--ifm-color-primary` in its custom CSS, for the light mode on
// `:root` and, if it wants another, for the dark mode on `[data-theme='dark']`. helpdocs's theme reads its own
// `--primary`: the site's colours become those, so its links, active items and focus rings take them, as on
// Docusaurus's pages (where a dark mode that sets none keeps the light one's).

type Shades = Partial<Record<'primary' | 'darker' | 'lighter', string>>;

const DECLARATION = /--ifm-color-primary(-darker|-lighter)?\s*:\s*([^;}]+)/g;
const RULE = /([^{}]*)\{([^{}]*)\}/g;

function shadesIn(block: string, into: Shades): void {
  for (const [, variant, value = ''] of block.matchAll(DECLARATION)) {
    const key = variant === '-darker' ? 'darker' : variant === '-lighter' ? 'lighter' : 'primary';
    into[key] = value.trim();
  }
}

function tokens(shades: Shades, stronger: string | undefined): string {
  const primary = shades.primary;
  if (!primary) return '';
  return [
    `--primary:${primary}`,
    `--focus:${primary}`,
    `--primary-soft:color-mix(in srgb,${primary} 14%,var(--bg))`,
    ...(stronger ? [`--primary-strong:${stronger}`] : []),
  ].join(';');
}

/** helpdocs's colour tokens from the Infima primary colours a stylesheet sets; empty when it sets none. */
export function infimaPrimaryCss(css: string): string {
  if (!css.includes('--ifm-color-primary')) return '';
  const light: Shades = {};
  const dark: Shades = {};
  for (const [, selector = '', block = ''] of css.matchAll(RULE)) {
    if (/data-theme=["']?dark/.test(selector)) shadesIn(block, dark);
    else if (/:root|html\b/.test(selector)) shadesIn(block, light);
  }
  const lightTokens = tokens(light, light.darker);
  // A dark mode that names no colour of its own shows the light one's, as Infima's variables cascade.
  const darkTokens = tokens({ ...light, ...dark }, dark.lighter ?? light.lighter);
  return [lightTokens ? `:root{${lightTokens}}` : '', darkTokens ? `[data-theme='dark']{${darkTokens}}` : ''].join('');
}
