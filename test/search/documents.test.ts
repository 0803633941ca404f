import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { searchStore } from '../../src/search/documents.js';
import type { SearchStore } from '../../src/search/store.js';
import { fixtures } from '../helpers/sites.js';

let result: BuildResult;
let store: SearchStore;

beforeAll(async () => {
  result = await build({ root: `${fixtures}site-mini`, write: false });
  store = searchStore(result.site);
});

describe('searchStore', () => {
  it('leaves unlisted pages out', () => {
    expect(result.site.docsById.get('oculta')?.frontMatter.unlisted).toBe(true);
    expect(store.pages.map((p) => p.route)).not.toContain('/manual/oculta/');
    expect(store.pages.map((p) => p.route).sort()).toEqual([
      '/manual/',
      '/manual/guia/',
      '/manual/guia/configuracao/',
      '/manual/guia/instalacao/',
    ]);
  });

  it('has one document for the intro and one per h2/h3, with its anchor', () => {
    const page = store.pages.findIndex((p) => p.route === '/manual/guia/instalacao/');
    const sections = store.sections.filter((s) => s.page === page);
    expect(sections.map((s) => [s.anchor, s.heading])).toEqual([
      ['', ''],
      ['antes-de-começar', 'Antes de começar'],
      ['passo-a-passo', 'Passo a passo'],
      ['configuração-da-integração', 'Configuração da integração'],
      ['passo-a-passo-1', 'Passo a passo'],
    ]);
    expect(sections[0]!.text).toContain('Instale em poucos passos');
    // Code is left out of search text.
    expect(sections.map((s) => s.text).join(' ')).not.toContain('SELECT codigo');
  });

  it('keeps title, sidebar label, breadcrumb and description for results', () => {
    const page = store.pages.find((p) => p.route === '/manual/guia/configuracao/');
    expect(page).toEqual({
      title: 'Configuração',
      label: 'Configurar',
      route: '/manual/guia/configuracao/',
      crumbs: ['Guia'],
      description: 'Como configurar.',
    });
  });
});
