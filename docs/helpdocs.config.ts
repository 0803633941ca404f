import { defineConfig } from 'helpdocs';
import remarkConfigReference from './plugins/remark-config-reference.js';

// helpdocs's own documentation, built by helpdocs: `npx helpdocs build --root docs`.
export default defineConfig({
  title: 'helpdocs',
  tagline: 'Markdown in, a fast static documentation site out',
  // Set url to the address the site is published at (canonical links, sitemap).
  base: '/',
  locale: 'en',
  navbar: {
    items: [
      { label: 'Start', docId: 'start/install' },
      { label: 'Guides', docId: 'guides/writing-pages' },
      { label: 'Docusaurus', docId: 'docusaurus' },
      { label: 'Reference', docId: 'reference/config' },
      { label: 'Concepts', docId: 'concepts/build' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Start', docId: 'start/install' },
          { label: 'Guides', docId: 'guides/writing-pages' },
          { label: 'Coming from Docusaurus', docId: 'docusaurus' },
        ],
      },
      {
        title: 'Reference',
        items: [
          { label: 'Config', docId: 'reference/config' },
          { label: 'CLI', docId: 'reference/cli' },
          { label: 'Warnings and errors', docId: 'reference/rules' },
        ],
      },
    ],
    copyright: 'helpdocs, MIT licence',
  },
  markdown: { remarkPlugins: [remarkConfigReference] },
});
