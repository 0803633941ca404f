// helpdocs's own documentation site builds with no warning and no error: every link and anchor is
// checked (a broken one is an error), every sidebar item is a doc, and every page is in a sidebar.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { docsRoot } from '../helpers/docs-site.js';

let result: BuildResult;
const html = (route: string) => {
  const file = result.files.find((f) => f.path === `${route.slice(1)}index.html`);
  if (!file) throw new Error(`no page at ${route}`);
  return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
};

beforeAll(async () => {
  result = await build({ root: docsRoot, write: false });
}, 120_000);

describe('the docs site', () => {
  it('builds with 0 warnings and 0 errors', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it('has a splash home and the five parts in its sidebar', () => {
    expect(html('/')).toContain('hero');
    const start = html('/start/install/');
    for (const part of ['Start', 'Guides', 'Coming from Docusaurus', 'Reference', 'Concepts'])
      expect(start).toContain(`>${part}<`);
  });

  it('lists every page but the home in its sidebar', () => {
    const sidebars = JSON.parse(readFileSync(path.join(docsRoot, 'sidebars.json'), 'utf8')) as unknown;
    const listed: string[] = JSON.stringify(sidebars).match(/"[a-z-]+(\/[a-z-]+)*"/g) ?? [];
    const ids = [...result.site.docsById.keys()].filter((id) => id !== 'index');
    expect(ids.filter((id) => !listed.includes(`"${id}"`))).toEqual([]);
  });
});
