// Docusaurus 3.7 configured like the help centre, building whatever corpus
// ../prepare-docusaurus.ts copied in (docs/, sidebars.json, redirects.json).
const fs = require('node:fs');
const path = require('node:path');

const redirects = JSON.parse(fs.readFileSync(path.join(__dirname, 'redirects.json'), 'utf8'));

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Central de Ajuda',
  tagline: 'Documentação oficial',
  url: 'https://vertice.example',
  baseUrl: '/manual/',
  // Routes end in a slash and are written as <route>/index.html, like helpdocs' output.
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  i18n: { defaultLocale: 'pt-BR', locales: ['pt-BR'] },
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: require.resolve('./sidebars.json'),
        },
        blog: false,
        pages: false,
      },
    ],
  ],
  plugins: [['@docusaurus/plugin-client-redirects', { redirects }]],
  themeConfig: {
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
    navbar: {
      title: 'Central de Ajuda',
      items: [
        { type: 'docSidebar', sidebarId: 'usuarioSidebar', label: 'Manual do usuário', position: 'left' },
        { type: 'docSidebar', sidebarId: 'implantacaoSidebar', label: 'Implantação', position: 'left' },
        { href: 'https://vertice.example', label: 'Site do Vértice', position: 'right' },
      ],
    },
    footer: { style: 'dark', copyright: 'Vértice. Documentação oficial.' },
    // The corpus has these fences; helpdocs highlights them all, so Docusaurus should too.
    prism: { additionalLanguages: ['bash', 'powershell', 'sql', 'csv', 'json'] },
  },
};
