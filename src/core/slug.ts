import { kebabCase } from 'lodash-es';
import GithubSlugger, { slug } from 'github-slugger';

/**
 * The one slug function: GitHub's slugger (lower case, accents kept, punctuation removed).
 * Heading ids and the link checker both go through here, so anchors from the old site keep working.
 */
export function slugify(text: string): string {
  return slug(text);
}

/** A slugger for one document: repeated headings get `-1`, `-2`, … like on GitHub. */
export function createSlugger(): { slug(text: string): string } {
  return new GithubSlugger();
}

/**
 * Tag route segments. `+` and `#` are spelled out first, so `C++`, `C#` and `C` get routes of their
 * own. Then a label whose letters and digits are all Latin once accents are folded gets kebab case
 * without accents, as DESIGN asks (`banco de dados` → `banco-de-dados`, `automação` → `automacao`);
 * any other label (`日本語`, `部署 novo`) gets GitHub's slug, which keeps every script. May be empty
 * (a label of punctuation only): the caller reports it.
 */
export function tagSlug(label: string, style: 'folded' | 'kebab-case' = 'folded'): string {
  if (style === 'kebab-case') return kebabCase(label);
  const spelled = label.replace(/\+/g, ' plus ').replace(/#/g, ' sharp ');
  const folded = spelled.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  const wordCharacters = folded.replace(/[^\p{L}\p{N}]/gu, '');
  if (/^[A-Za-z0-9]*$/.test(wordCharacters)) {
    return folded
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  }
  return slug(spelled.trim())
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
