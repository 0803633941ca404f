import type { LanguageFn } from 'highlight.js';
import bash from 'highlight.js/lib/languages/bash';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import plaintext from 'highlight.js/lib/languages/plaintext';
import powershell from 'highlight.js/lib/languages/powershell';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/** highlight.js has no CSV grammar; separators, quoted fields and numbers are what readers need to see. */
const csv: LanguageFn = () => ({
  name: 'CSV',
  contains: [
    { scope: 'string', begin: '"', end: '"', contains: [{ begin: '""' }] },
    { scope: 'punctuation', match: /[;,\t|]/ },
    { scope: 'number', match: /(?<=^|[;,\t|])-?\d+(?:[.,]\d+)*(?=$|[;,\t|])/ },
  ],
});

/** Highlighted at build time; no highlighter reaches the browser. */
export const languages: Record<string, LanguageFn> = {
  bash,
  csv,
  ini,
  javascript,
  json,
  plaintext,
  powershell,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};

export const aliases: Record<string, string[]> = {
  bash: ['sh', 'zsh'],
  javascript: ['js'],
  typescript: ['ts'],
  plaintext: ['text', 'txt'],
  powershell: ['ps1', 'ps'],
  xml: ['html'],
};
