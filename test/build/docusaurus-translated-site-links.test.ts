// A translated doc's link written from the site's folder into its locale's folder
// (`i18n/zh/docusaurus-plugin-content-docs/current/b.md`) leads to that doc's page in the locale, as Docusaurus finds
// a Markdown link in the localized content folder.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { writeSite } from '../helpers/sites.js';

describe("a translated doc's link from the site folder", () => {
  it("leads to the locale's page of that doc", async () => {
    const root = await writeSite('translated-site-links', {
      'docusaurus.config.js':
        "module.exports = { title: 'Tern', url: 'https://tern.example', baseUrl: '/', " +
        "i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }, presets: [['classic', { blog: false }]] };\n",
      'docs/a.md': '---\ntitle: A\n---\n\nSee [B](./b.md).\n',
      'docs/b.md': '---\ntitle: B\n---\n\nB.\n',
      'i18n/zh/docusaurus-plugin-content-docs/current/a.md':
        '---\ntitle: 甲\n---\n\n见 [乙](i18n/zh/docusaurus-plugin-content-docs/current/b.md)。\n',
      'i18n/zh/docusaurus-plugin-content-docs/current/b.md': '---\ntitle: 乙\n---\n\n乙。\n',
    });
    const result = await build({ root, write: false });
    expect(
      result.diagnostics.filter((d) => d.severity === 'error' || d.ruleId === 'broken-link').map(formatDiagnostic),
    ).toEqual([]);
    const page = String(result.files.find((file) => file.path === 'zh/docs/a/index.html')?.contents ?? '');
    expect(page).toContain('<a href="/zh/docs/b/">乙</a>');
  });
});
