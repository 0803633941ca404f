// Component overrides: theme/<Name>.tsx replaces a theme component everywhere it is used, may wrap
// the original, and is reported at its own line and column when broken.
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { searchRoute } from '../../src/core/search-routes.js';
import { THEME_COMPONENT_NAMES } from '../../templates/theme.js';
import { copyFixture, fixtures, repoRoot } from '../helpers/sites.js';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

async function copy(): Promise<string> {
  const root = await copyFixture('brand-site');
  roots.push(root);
  return root;
}

const footerOf = (html: string) => /<footer class="footer">[\s\S]*?<\/footer>/.exec(html)?.[0];

describe('a Footer override that wraps the original', async () => {
  const result = await build({ root: path.join(fixtures, 'brand-site'), write: false });
  const pages = result.files.filter(
    (f) => f.path.endsWith('.html') && !String(f.contents).includes('http-equiv="refresh"'),
  );

  it('shows its own part and the original footer on every page (docs, 404, search, tags)', () => {
    const search = `${searchRoute('/docs/', 'search').slice(1)}index.html`;
    expect(pages.map((f) => f.path)).toEqual(
      expect.arrayContaining(['docs/index.html', 'docs/404.html', search, 'docs/tags/index.html']),
    );
    for (const page of pages) {
      const html = String(page.contents);
      expect(html, page.path).toContain(
        '<aside class="acme-status" aria-label="Service status">All Acme launch systems are go. <a ' +
          'href="/docs/guide/install/">Launch checklist</a></aside><footer class="footer">',
      );
      expect(footerOf(html), page.path).toContain('<div class="footer-copyright">© Acme Rockets</div>');
    }
  });
});

describe('override problems', () => {
  it('reports a syntax error at the override’s line and column, and fails the build', async () => {
    const root = await copy();
    await writeFile(
      path.join(root, 'theme/Footer.tsx'),
      "import Original from '@theme-original/Footer';\n\nexport default function Footer() {\n  return " +
        '<div>unclosed;\n}\n',
    );
    const result = await build({ root, write: false });
    expect(result.stats.errors).toBeGreaterThan(0);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'error', file: 'theme/Footer.tsx', line: 5, ruleId: 'theme-override' }),
    );
    expect(result.files).toEqual([]);
  });

  it('reports an original that does not exist at its import', async () => {
    const root = await copy();
    await writeFile(
      path.join(root, 'theme/Footer.tsx'),
      "import Original from '@theme-original/Fotter';\nexport default Original;\n",
    );
    const result = await build({ root, write: false });
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        file: 'theme/Footer.tsx',
        line: 1,
        column: 22,
        message: expect.stringContaining('"@theme-original/Fotter" is not a theme component'),
      }),
    );
  });

  it('asks for a default export', async () => {
    const root = await copy();
    await writeFile(path.join(root, 'theme/Footer.tsx'), 'export function Footer() { return null; }\n');
    const result = await build({ root, write: false });
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        file: 'theme/Footer.tsx',
        message: 'theme/Footer must export its component as the default export',
      }),
    );
  });

  it('warns about a file named after no component, listing the names there are, and builds', async () => {
    const root = await copy();
    await writeFile(path.join(root, 'theme/Fotter.tsx'), 'export default function Fotter() { return null; }\n');
    await mkdir(path.join(root, 'theme/parts'));
    await writeFile(path.join(root, 'theme/parts/helper.ts'), 'export const x = 1;\n');
    const result = await build({ root, write: false });
    expect(result.stats.errors).toBe(0);
    const warnings = result.diagnostics.filter((d) => d.ruleId === 'theme-unknown-override');
    expect(warnings).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'theme/Fotter.tsx', line: 1, column: 1 }),
    ]);
    expect(warnings[0]!.hint).toContain('DocPage, Footer, LanguagePicker, Layout, Navbar, NotFound');
  });

  it('names the override whose rendering throws', async () => {
    const root = await copy();
    await writeFile(
      path.join(root, 'theme/NotFound.tsx'),
      "export default function NotFound() { throw new Error('boom'); }\n",
    );
    await expect(build({ root, write: false })).rejects.toThrow('theme/NotFound.tsx: NotFound failed to render: boom');
  });

  it('overrides a page template: a DocPage wrapping the original', async () => {
    const root = await copy();
    await writeFile(
      path.join(root, 'theme/DocPage.tsx'),
      "import Original from '@theme-original/DocPage';\nimport type { DocPageProps } from 'helpdocs/theme';\n" +
        'export default (props: DocPageProps) => ' +
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a TSX file written by the test
        '<Original {...props} doc={{ ...props.doc, title: `${props.doc.title} (Acme)` }} />;\n',
    );
    const result = await build({ root, write: false });
    expect(String(result.files.find((f) => f.path === 'docs/index.html')!.contents)).toContain(
      '<h1>Introduction (Acme)</h1>',
    );
  });
});

describe('the override types', () => {
  it('declare @theme-original/<Name> for every overridable component', () => {
    const declared = readFileSync(path.join(repoRoot, 'src/theme-original.d.ts'), 'utf8');
    const names = [...declared.matchAll(/declare module '@theme-original\/(\w+)'/g)].map((m) => m[1]);
    expect(names.sort()).toEqual([...THEME_COMPONENT_NAMES].sort());
  });
});
