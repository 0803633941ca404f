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

/** Tag route segments: kebab case with accents removed (`banco de dados` → `banco-de-dados`). */
export function tagSlug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
