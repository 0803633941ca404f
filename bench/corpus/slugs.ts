// Two kinds of slug: heading ids, which must match GitHub's slugger exactly (accents kept) because
// links into the old site use them, and ASCII file and folder names like the help centre's.
import { slug } from 'github-slugger';

export function headingId(text: string): string {
  return slug(text);
}

/** "Configuração da integração" → "configuracao-da-integracao". */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
