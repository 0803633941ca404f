// The files of a new site: a commented config, two docs, a logo and a package.json with the commands.
import { BUNDLED_LOCALES } from '../core/strings.js';

/**
 * helpdocs's interface strings exist in each language a new site can start in; its sample pages are
 * in English unless TEXTS has them.
 */
export const SCAFFOLD_LOCALES = BUNDLED_LOCALES;

export interface ScaffoldAnswers {
  title: string;
  /** One of SCAFFOLD_LOCALES. */
  locale: string;
  /** Base path the site is served under, e.g. `/` or `/docs/`. */
  base: string;
  /** The helpdocs version that made the site. */
  version: string;
  /** The package.json spec of helpdocs, and the tarball or folder a `file:` spec points at. */
  dependency: { spec: string; source?: string };
}

const LOGO =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" ` +
  `aria-label="Logo">
  <rect width="64" height="64" rx="14" fill="#1d4ed8"/>
  <path d="M18 16h20l8 8v24H18z" fill="#fff"/>
  <path d="M38 16v8h8" fill="#bfdbfe"/>
  <path d="M24 32h16M24 38h16M24 44h10" stroke="#1d4ed8" stroke-width="3" stroke-linecap="round"/>
</svg>
`;

const TEXTS = {
  en: {
    introTitle: 'Introduction',
    tagline: 'A documentation site made with helpdocs: Markdown in, a fast static site out.',
    cards: [
      ['Write', 'Every Markdown file under `content/` is a page; its folder places it in the sidebar.'],
      ['Preview', '`npm run serve` shows the site and reloads it as you save.'],
      ['Publish', '`npm run build` writes the whole site into `out/`, ready for any static host.'],
    ],
    note:
      'This page is `content/index.md`, the home of the site: `template: splash` in its front matter gives it ' +
      'this hero. Change the title, language and base path in `helpdocs.config.ts`.',
    startTitle: 'Getting started',
    start:
      `Every Markdown file under \`content/\` is a page; its folder places it in the sidebar.\n\n## Write a ` +
      `page\n\nAdd \`content/guides/first-page.md\`:\n\n\`\`\`md\n---\ntitle: My first page\nsidebar_position: ` +
      `1\n---\n\nHello!\n\`\`\`\n\n## Build and preview\n\n\`\`\`bash\nnpm run serve    # preview with live ` +
      `reload\nnpm run check    # every check, nothing written\nnpm run build    # the site, in out/\n\`\`\`\n\nGo ` +
      `back to the [introduction](index.md).\n`,
  },
  es: {
    introTitle: 'Introducción',
    tagline: 'Un sitio de documentación hecho con helpdocs: entra Markdown, sale un sitio estático y rápido.',
    cards: [
      ['Escriba', 'Cada archivo Markdown de `content/` es una página; su carpeta decide su lugar en la barra lateral.'],
      ['Vea', '`npm run serve` muestra el sitio y lo recarga cada vez que guarda.'],
      ['Publique', '`npm run build` escribe el sitio completo en `out/`, listo para cualquier hosting estático.'],
    ],
    note:
      'Esta página es `content/index.md`, la portada del sitio: `template: splash` en su front matter le da esta ' +
      'presentación. Cambie el título, el idioma y la ruta base en `helpdocs.config.ts`.',
    startTitle: 'Primeros pasos',
    start:
      `Cada archivo Markdown de \`content/\` es una página; su carpeta decide su lugar en la barra ` +
      `lateral.\n\n## Escriba una página\n\nCree \`content/guias/primera-pagina.md\`:\n\n\`\`\`md\n---\ntitle: Mi ` +
      `primera página\nsidebar_position: 1\n---\n\n¡Hola!\n\`\`\`\n\n## Genere y vea el sitio\n\n` +
      `\`\`\`bash\nnpm run serve    # vista previa que se recarga sola\n` +
      `npm run check    # todas las comprobaciones, nada se escribe\n` +
      `npm run build    # el sitio, en out/\n\`\`\`\n\nVuelva a la [introducción](index.md).\n`,
  },
  'pt-BR': {
    introTitle: 'Introdução',
    tagline: 'Um site de documentação feito com helpdocs: entra Markdown, sai um site estático e rápido.',
    cards: [
      ['Escreva', 'Cada arquivo Markdown em `content/` é uma página; a pasta dele define o lugar na barra lateral.'],
      ['Veja', '`npm run serve` mostra o site e recarrega a cada vez que você salva.'],
      ['Publique', '`npm run build` grava o site inteiro em `out/`, pronto para qualquer hospedagem estática.'],
    ],
    note:
      'Esta página é `content/index.md`, a página inicial do site: `template: splash` no front matter dá a ela ' +
      'esta apresentação. Mude o título, o idioma e o caminho base em `helpdocs.config.ts`.',
    startTitle: 'Primeiros passos',
    start:
      `Cada arquivo Markdown em \`content/\` é uma página; a pasta dele define o lugar na barra lateral.\n\n## ` +
      `Escreva uma página\n\nCrie \`content/guias/primeira-pagina.md\`:\n\n\`\`\`md\n---\ntitle: Minha primeira ` +
      `página\nsidebar_position: 1\n---\n\nOlá!\n\`\`\`\n\n## Gere e veja o site\n\n\`\`\`bash\nnpm run serve    # ` +
      `prévia que recarrega sozinha\nnpm run check    # todas as verificações, nada é gravado\n` +
      `npm run build    # o site, em out/\n\`\`\`\n\nVolte para a [introdução](index.md).\n`,
  },
  fr: {
    introTitle: 'Introduction',
    tagline:
      'Un site de documentation fait avec helpdocs : du Markdown en entrée, un site statique et rapide en sortie.',
    cards: [
      ['Écrire', 'Chaque fichier Markdown de `content/` est une page ; son dossier le place dans la barre latérale.'],
      ['Prévisualiser', '`npm run serve` affiche le site et le recharge à chaque enregistrement.'],
      ['Publier', '`npm run build` écrit tout le site dans `out/`, prêt pour n’importe quel hébergement statique.'],
    ],
    note:
      'Cette page est `content/index.md`, l’accueil du site : `template: splash` dans son front matter lui donne ' +
      'cette présentation. Changez le titre, la langue et le chemin de base dans `helpdocs.config.ts`.',
    startTitle: 'Premiers pas',
    start:
      `Chaque fichier Markdown de \`content/\` est une page ; son dossier le place dans la barre latérale.\n\n## ` +
      `Écrire une page\n\nAjoutez \`content/guides/premiere-page.md\` :\n\n\`\`\`md\n---\ntitle: Ma première ` +
      `page\nsidebar_position: 1\n---\n\nBonjour !\n\`\`\`\n\n## Construire et prévisualiser\n\n\`\`\`bash\nnpm ` +
      `run serve    # aperçu rechargé à chaque modification\nnpm run check    # toutes les vérifications, rien ` +
      `n’est écrit\nnpm run build    # le site, dans out/\n\`\`\`\n\nRetournez à l’[introduction](index.md).\n`,
  },
} as const;

function config(answers: ScaffoldAnswers): string {
  return `// helpdocs.config.ts: the site's settings. Every key is optional; see the README's config reference.
// 'helpdocs' resolves even before \`npm install\`: the build provides defineConfig itself.
import { defineConfig } from 'helpdocs';

export default defineConfig({
  // Shown in the navbar and in every page's <title>.
  title: ${JSON.stringify(answers.title)},
  // The address the site will live at, for canonical links and the sitemap.
  url: 'https://docs.example.com',
  // The path the site is served under ('/' at the root of its domain).
  base: ${JSON.stringify(answers.base)},
  // Language of the interface and of search (bundled: ${SCAFFOLD_LOCALES.join(', ')};
  // any other needs i18n/<locale>.json).
  locale: ${JSON.stringify(answers.locale)},
  // Links in the navbar: a doc by its id, a path inside the site, or an address.
  navbar: {
    items: [{ label: ${JSON.stringify(textsOf(answers.locale).startTitle)}, docId: 'getting-started' }],
  },
  footer: {
    copyright: ${JSON.stringify(`© ${new Date().getFullYear()} ${answers.title}`)},
  },
  // No sidebars.json: the sidebar is generated from the folders of content/ (sidebar_position orders them).
});
`;
}

function packageJson(answers: ScaffoldAnswers, name: string): string {
  const pkg = {
    name,
    private: true,
    type: 'module',
    scripts: { build: 'helpdocs build', serve: 'helpdocs serve --watch', check: 'helpdocs check' },
    dependencies: { helpdocs: answers.dependency.spec },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function readme(answers: ScaffoldAnswers): string {
  const { spec, source } = answers.dependency;
  const origin = source
    ? `helpdocs ${answers.version} is not on the npm registry yet: \`package.json\` installs it from ` +
      `\`${spec.slice('file:'.length)}\`\n(${source}), the copy this site was made with. Keep that file where ` +
      `it is, or change the spec to\n\`^${answers.version}\` once helpdocs is published.\n`
    : `\`package.json\` depends on helpdocs ${spec}, the version this site was made with.\n`;
  return (
    `# ${answers.title}\n\nA documentation site made with helpdocs: Markdown in \`content/\`, settings in ` +
    `\`helpdocs.config.ts\`.\n\n\`\`\`bash\nnpm install\nnpm run serve    # preview with live reload\nnpm run ` +
    `check    # every check, nothing written\nnpm run build    # the site, in out/\n\`\`\`\n\n${origin}`
  );
}

/** The sample pages' language: the site's, or English. */
function textsOf(locale: string): (typeof TEXTS)[keyof typeof TEXTS] {
  return locale in TEXTS ? TEXTS[locale as keyof typeof TEXTS] : TEXTS.en;
}

/** The home: a splash page (hero, then a card grid), static HTML. */
function home(answers: ScaffoldAnswers): string {
  const texts = textsOf(answers.locale);
  const hero = [
    'template: splash',
    'hero:',
    `  title: ${JSON.stringify(answers.title)}`,
    `  tagline: ${JSON.stringify(texts.tagline)}`,
    '  image:',
    '    light: /img/logo.svg',
    '    alt: ""',
    '  actions:',
    `    - text: ${JSON.stringify(texts.startTitle)}`,
    '      link: /getting-started/',
  ].join('\n');
  const cards = texts.cards.map(([title, text]) => `:::card{title=${JSON.stringify(title)}}\n\n${text}\n\n:::`);
  const frontMatter = `---\ntitle: ${JSON.stringify(texts.introTitle)}\nsidebar_position: 1\n${hero}\n---\n\n`;
  return `${frontMatter}::::cards\n\n${cards.join('\n\n')}\n\n::::\n\n${texts.note}\n`;
}

/** Path (relative to the new site's folder) → contents. */
export function scaffoldFiles(answers: ScaffoldAnswers, folderName: string): Record<string, string> {
  const texts = textsOf(answers.locale);
  const name =
    folderName
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'docs';
  return {
    'helpdocs.config.ts': config(answers),
    'package.json': packageJson(answers, name),
    '.gitignore': 'node_modules/\nout/\n',
    'README.md': readme(answers),
    'content/index.md': home(answers),
    'content/getting-started.md':
      `---\ntitle: ${JSON.stringify(texts.startTitle)}\n` + `sidebar_position: 2\n---\n\n${texts.start}`,
    'static/img/logo.svg': LOGO,
  };
}
