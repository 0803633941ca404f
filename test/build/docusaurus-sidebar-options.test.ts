// The docs plugin's sidebarCollapsed, sidebarCollapsible and breadcrumbs options, as Docusaurus reads them: a category
// that sets no `collapsed` takes the docs' default, one that sets it keeps it, one that cannot collapse has no caret,
// and breadcrumbs can be turned off.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, fixtures } from '../helpers/sites.js';

const htmlOf = (result: BuildResult, file: string) =>
  String(result.files.find((made) => made.path === file)?.contents ?? '');

/** Each sidebar category's label and whether its <details> starts open, in the page's sidebar and its drawer. */
const categories = (html: string) =>
  [...html.matchAll(/<details( open="")?[^>]*>\s*<summary[^>]*><span class="sidebar-label">([^<]+)/g)].map((match) => [
    match[2],
    match[1] !== undefined,
  ]);
const twice = <T>(items: T[]) => [...items, ...items];
/** The labels of categories that cannot be closed. */
const fixedCategories = (html: string) =>
  [
    ...html.matchAll(
      /<li class="sidebar-item sidebar-category sidebar-category-fixed"><span class="sidebar-label">([^<]+)/g,
    ),
  ].map((match) => match[1]);

describe("a Docusaurus site's sidebar and breadcrumbs options", () => {
  it('opens the categories that say nothing and draws no breadcrumbs', async () => {
    const result = await build({ root: `${fixtures}docusaurus-sidebar-options`, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const intro = htmlOf(result, 'intro/index.html');
    expect(categories(intro)).toEqual(
      twice([
        ['Guide', true],
        ['API', false],
      ]),
    );
    const install = htmlOf(result, 'guia/install/index.html');
    expect(install).toContain('<p>Run the installer.</p>');
    expect(install).not.toContain('class="breadcrumbs"');
  });

  it('opens every category when none may collapse, and draws breadcrumbs by default', async () => {
    const root = await copyFixture('docusaurus-sidebar-options');
    const config = path.join(root, 'docusaurus.config.js');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        'sidebarCollapsed: false, breadcrumbs: false',
        'sidebarCollapsible: false',
      ),
    );
    const result = await build({ root, write: false });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const install = htmlOf(result, 'guia/install/index.html');
    // Each is drawn open with no <details> to close and no caret, as Docusaurus draws a category that cannot collapse.
    expect(categories(install)).toEqual([]);
    expect(install).not.toContain('sidebar-summary');
    expect(fixedCategories(install)).toEqual(twice(['Guide', 'API']));
    expect(install).toContain('class="breadcrumbs"');
  });
});
