import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { fixtures } from '../helpers/sites.js';

// With <Tabs values>, the values alone make the tab list, in their order and with their default, as
// theme-common's useTabValues (valuesProp ?? extractChildrenTabValues(children)) gives theme-classic's TabList;
// a <TabItem> they do not name is a hidden panel (TabContent) that no tab shows.
const root = `${fixtures}docusaurus-tab-values`;
const main = (result: BuildResult, file: string) => {
  const html = String(result.files.find((made) => made.path === file)?.contents ?? '');
  return /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
};

describe('a Docusaurus <Tabs values>', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root, write: false });
  }, 60_000);

  it('labels only the tabs it names, in its order, its default marked', () => {
    expect(result.diagnostics.filter((d) => d.file === 'docs/install.mdx')).toEqual([]);
    const html = main(result, 'docs/install/index.html');
    expect([...html.matchAll(/<p class="tabs-label">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(['Yarn', 'npm']);
    expect([...html.matchAll(/class="tabs-panel" data-value="(\w+)"/g)].map((m) => m[1])).toEqual(['yarn', 'npm']);
    expect(html).toContain('data-value="npm" data-default=""');
  });

  it('keeps a <TabItem> it does not name as a hidden panel with no label', () => {
    const html = main(result, 'docs/install/index.html');
    expect(html).toContain('<div data-value="docker" hidden="">Run docker pull kite.</div>');
    expect(html).not.toContain('>docker<');
  });

  it('draws a tab for each value, even with no <TabItem> under it (a tab bar of a group)', () => {
    expect(result.diagnostics.filter((d) => d.file === 'docs/switch.mdx')).toEqual([]);
    const html = main(result, 'docs/switch/index.html');
    const labels = [...html.matchAll(/<p class="tabs-label">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(labels).toEqual(['One piece', 'Two halves']);
    expect([...html.matchAll(/class="tabs-panel" data-value="(\w+)"/g)].map((m) => m[1])).toEqual(['one', 'two']);
  });
});
