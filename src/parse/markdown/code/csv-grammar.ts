import type { LanguageFn } from 'highlight.js';

/** highlight.js has no CSV grammar; separators, quoted fields and numbers are what readers need to see. */
export const csv: LanguageFn = () => ({
  name: 'CSV',
  contains: [
    { scope: 'string', begin: '"', end: '"', contains: [{ begin: '""' }] },
    { scope: 'punctuation', match: /[;,\t|]/ },
    { scope: 'number', match: /(?<=^|[;,\t|])-?\d+(?:[.,]\d+)*(?=$|[;,\t|])/ },
  ],
});
