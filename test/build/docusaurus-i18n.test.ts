// Docusaurus's translation files: the sidebar labels (current.json), the navbar and footer
// (docusaurus-theme-classic/), the theme strings (code.json), and a translation with no original.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { copyFixture, fixtures } from '../helpers/sites.js';

const root = path.join(fixtures, 'docusaurus-i18n');
const docsJson = 'i18n/fr/docusaurus-plugin-content-docs/current.json';

/** The texts of the elements of a class, in order (the page's first sidebar, navbar or footer). */
function texts(html: string, className: string): string[] {
  return [...html.matchAll(new RegExp(`class="${className}"[^>]*>([^<]+)<`, 'g'))].map((m) => m[1] ?? '');
}

describe('docusaurus-i18n', async () => {
  const result = await build({ root, write: false });
  const paths = new Set(result.files.map((file) => file.path));
  const file = (name: string) => {
    const found = result.files.find((f) => f.path === name);
    if (!found) throw new Error(`${name} is not in the output`);
    return String(found.contents);
  };
  const sidebar = (html: string) => {
    const aside = /<aside class="doc-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    return [...texts(aside, 'sidebar-label'), ...texts(aside, 'sidebar-link')];
  };

  it('warns once per file about what it does not use, and about a translation with no original', () => {
    expect(result.stats.errors).toBe(0);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'i18n/fr/code.json:5:31 warning 1 of 5 translations are not used (helpdocs shows no such string, or has its ' +
        'own in templates/strings/): "theme.blog.post.readMore" translation-unused',
      'i18n/fr/docusaurus-plugin-content-docs/current:1:1 warning 2 of 4 pages are not translated into fr yet: they ' +
        "show the default locale's text with a notice (add their translations under " +
        'i18n/fr/docusaurus-plugin-content-docs/current/ with the same paths as in the content folder) ' +
        'untranslated-pages',
      `${docsJson}:2:20 warning 2 of 6 translations are not used (no sidebar item has that label): ` +
        '"version.label", "sidebar.docs.category.Accessories" translation-unused',
      'i18n/fr/docusaurus-plugin-content-docs/current/guides/night-mode.md:1:1 warning Translation of ' +
        'content/guides/night-mode.md, which does not exist: it is not published (add content/guides/night-mode.md ' +
        'in the default locale, or move or delete this translation) translation-without-original',
    ]);
  });

  it("translates the sidebar's categories (from sidebars.json and _category_.json), links and labelled docs", () => {
    expect(sidebar(file('fr/guides/first-steps/index.html'))).toEqual([
      'Premiers pas',
      'Réglages',
      'Les lampes Lumen',
      'Mise en route',
      'Brightness curve',
      'Saving scenes',
      'Nouveautés',
    ]);
    expect(sidebar(file('guides/first-steps/index.html'))).toEqual([
      'Getting started',
      'Tuning',
      'Lumen lamps',
      'First steps',
      'Brightness curve',
      'Saving scenes',
      'Changelog',
    ]);
  });

  it('translates the navbar and the footer per locale, the default locale too', () => {
    const fr = file('fr/intro/index.html');
    expect(texts(fr, 'navbar-title')).toEqual(['Aide Lumen', 'Aide Lumen']);
    // The page's own sidebar: its navbar item is marked.
    const marked = 'aria-current="true"';
    expect(fr).toContain(`<a href="/fr/guides/first-steps/" ${marked}>Modes d&#x27;emploi</a>`);
    expect(fr).toContain('>Assistance<span class="external"');
    expect(texts(fr, 'footer-title')).toEqual(['Communauté']);
    expect(fr).toContain('>Forum des utilisateurs</a>');
    expect(texts(fr, 'footer-copyright')).toEqual(['Tous droits réservés, Lumen']);
    const en = file('intro/index.html');
    expect(texts(en, 'navbar-title')).toEqual(['Lumen Help', 'Lumen Help']);
    expect(en).toContain(`<a href="/guides/first-steps/" ${marked}>Guides</a>`);
    expect(texts(en, 'footer-title')).toEqual(['Community']);
    expect(texts(en, 'footer-copyright')).toEqual(['Copyright Lumen Lighting']);
  });

  it("shows code.json's theme strings where helpdocs has the same string, its own elsewhere", () => {
    const page = file('fr/guides/first-steps/index.html');
    expect(page).toContain('Proposer une correction');
    expect(page).toContain('Dans cette page');
    expect(file('fr/intro/index.html')).toContain('Page suivante');
    // Not in code.json: the bundled French string.
    expect(page).toContain('Aller au contenu principal');
    expect(file('guides/first-steps/index.html')).toContain('Edit this page');
  });

  it('does not publish a translated doc that has no original', () => {
    expect([...paths].filter((p) => p.includes('night-mode'))).toEqual([]);
    expect(result.files.some((f) => String(f.contents).includes('Mode nuit'))).toBe(false);
  });
});

describe("docusaurus-i18n's files, broken", () => {
  const errorsOf = async (edits: Record<string, string>) => {
    const copy = await copyFixture('docusaurus-i18n');
    try {
      for (const [name, text] of Object.entries(edits)) await writeFile(path.join(copy, name), text);
      const result = await build({ root: copy, write: false });
      return result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  };

  it('reports invalid JSON and a wrong shape at their line and column', async () => {
    const errors = await errorsOf({
      [docsJson]: '{\n  "sidebar.docs.category.Tuning": { "message": "Réglages" },,\n}\n',
      'i18n/fr/docusaurus-theme-classic/navbar.json': '{\n  "title": { "mesage": "Aide" }\n}\n',
      'i18n/fr/code.json': '{\n  "theme.docs.paginator.next": "Suivant"\n}\n',
    });
    expect(errors).toEqual([
      'i18n/fr/code.json:2:32 error theme.docs.paginator.next: Invalid input: expected object, received string ' +
        'translation-schema',
      `${docsJson}:2:61 error Invalid JSON: Expected double-quoted property name in JSON at position 62 ` +
        'translation-json',
      'i18n/fr/docusaurus-theme-classic/navbar.json:2:12 error title.message: Invalid input: expected string, ' +
        'received undefined translation-schema',
      'i18n/fr/docusaurus-theme-classic/navbar.json:2:12 error title: Unrecognized key: "mesage" translation-schema',
    ]);
  });

  it("takes the site's own i18n/<locale>.json over code.json", async () => {
    const copy = await copyFixture('docusaurus-i18n');
    try {
      await writeFile(path.join(copy, 'i18n/fr.json'), JSON.stringify({ 'doc.next': 'Suivant →' }));
      const result = await build({ root: copy, write: false });
      const intro = String(result.files.find((f) => f.path === 'fr/intro/index.html')?.contents);
      expect(intro).toContain('Suivant →');
      expect(intro).not.toContain('Page suivante');
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it("titles a generated index page in the locale's words: its title, else the category's label", async () => {
    const copy = await copyFixture('docusaurus-i18n');
    const sidebars = path.join(copy, 'sidebars.json');
    const linked =
      '"label": "Getting started",\n      "link": { "type": "generated-index", "description": "Start here." },';
    await writeFile(sidebars, (await readFile(sidebars, 'utf8')).replace('"label": "Getting started",', linked));
    const messages = JSON.parse(await readFile(path.join(copy, docsJson), 'utf8'));
    messages['sidebar.docs.category.Getting started.link.generated-index.description'] = { message: 'Commencez ici.' };
    await writeFile(path.join(copy, docsJson), JSON.stringify(messages));
    const result = await build({ root: copy, write: false });
    const page = (name: string) => String(result.files.find((f) => f.path === name)?.contents ?? '');
    // The route keeps the label as written, as Docusaurus slugs it before translating.
    const fr = page('fr/category/getting-started/index.html');
    expect(fr).toContain('<title>Premiers pas | Lumen Help</title>');
    expect(fr).toContain('Commencez ici.');
    expect(page('category/getting-started/index.html')).toContain('Start here.');
    const unused = result.diagnostics.filter((d) => d.ruleId === 'translation-unused').map(formatDiagnostic);
    expect(unused.join('\n')).not.toContain('generated-index');
  });
});
