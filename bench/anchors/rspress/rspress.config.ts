// Rspress 2 configured like the help centre, building whatever corpus ../prepare-rspress.ts
// copied in (docs/, and sidebar.json made from the corpus's sidebars.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';

const sidebar = JSON.parse(readFileSync(path.join(import.meta.dirname, 'sidebar.json'), 'utf8'));

export default defineConfig({
  root: 'docs',
  base: '/manual/',
  title: 'Central de Ajuda',
  description: 'Documentação oficial',
  lang: 'pt-BR',
  // Search stays on (Rspress's default: a FlexSearch index per language, fetched by the page).
  themeConfig: {
    sidebar,
    footer: { message: 'Vértice. Documentação oficial.' },
  },
});
