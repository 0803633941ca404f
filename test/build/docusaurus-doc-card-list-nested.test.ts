import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { writeSite } from '../helpers/sites.js';

// Two nested categories whose link is one doc (halo-dev/docs' "扩展点和定制化" and "服务端"): Docusaurus's
// useCurrentSidebarCategory takes the last category of the breadcrumbs, which stop at the outer one, as
// getSidebarBreadcrumbs matches a category's link before its items.
const files = {
  'docusaurus.config.js': `module.exports = {
  title: 'Nest',
  url: 'https://nest.example',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
};
`,
  'sidebars.js': `module.exports = {
  guide: [
    'intro',
    {
      type: 'category',
      label: 'Extension points',
      link: { type: 'doc', id: 'ext/server/index' },
      items: [
        {
          type: 'category',
          label: 'Server',
          link: { type: 'doc', id: 'ext/server/index' },
          items: ['ext/server/a', 'ext/server/b', 'ext/server/c'],
        },
        'ext/ui',
      ],
    },
    { type: 'category', label: 'More', items: ['more/one', 'more/two'] },
  ],
};
`,
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/ext/server/index.mdx': "# Server side\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  'docs/ext/server/a.md': '# A\n\nA in one line.\n',
  'docs/ext/server/b.md': '# B\n\nB in one line.\n',
  'docs/ext/server/c.md': '# C\n\nC in one line.\n',
  'docs/ext/ui.md': '# UI\n\nThe UI side.\n',
  // A doc that is only an item: Docusaurus lists the category that holds it.
  'docs/more/one.mdx': "# One\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  'docs/more/two.md': '# Two\n\nThe second.\n',
};

const cardsOf = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  const card = /<a class="doc-card" href="([^"]+)"><span class="doc-card-title">([^<]+)<\/span>/g;
  return [...html.matchAll(card)].map(([, href, title]) => [href, title]);
};
const crumbsOf = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  const nav = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => item?.replace(/<[^>]+>/g, '') ?? '');
};

describe('<DocCardList /> on a doc that two nested categories link', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root: await writeSite('doc-card-list-nested', files), write: false });
  }, 60_000);

  it("lists the outer category's items, as Docusaurus does", () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(cardsOf(result, 'docs/ext/server/index.html')).toEqual([
      ['/docs/ext/server/', 'Server'],
      ['/docs/ext/ui/', 'UI'],
    ]);
  });

  it('ends its breadcrumbs at the outer category', () => {
    expect(crumbsOf(result, 'docs/ext/server/index.html').slice(1)).toEqual(['Extension points']);
  });

  it('lists the category that holds a doc item', () => {
    expect(cardsOf(result, 'docs/more/one/index.html')).toEqual([
      ['/docs/more/one/', 'One'],
      ['/docs/more/two/', 'Two'],
    ]);
  });
});
