// Astro Starlight configured like the help centre, building whatever corpus ../prepare-starlight.ts
// copied in (src/content/docs/, and sidebar.json made from the corpus's sidebars.json).
import { readFileSync } from 'node:fs';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';

const sidebar = JSON.parse(readFileSync(new URL('./sidebar.json', import.meta.url), 'utf8'));

export default defineConfig({
  site: 'https://vertice.example',
  base: '/manual',
  // Routes end in a slash and are written as <route>/index.html, like helpdocs' output.
  trailingSlash: 'always',
  integrations: [
    starlight({
      title: 'Central de Ajuda',
      description: 'Documentação oficial',
      defaultLocale: 'root',
      locales: { root: { label: 'Português', lang: 'pt-BR' } },
      // Search stays on (Starlight's default: Pagefind indexes the built pages after the build).
      sidebar,
    }),
  ],
});
