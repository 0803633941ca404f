// A locale is kept as the site writes it: `zh-cn` names its folder (`i18n/zh-cn/`), its path (`/zh-cn/`) and its
// `<html lang>`, as Docusaurus keeps it (getDefaultLocaleConfig); its interface strings are still found.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { writeSite } from '../helpers/sites.js';

describe('a Docusaurus locale written in lower case', () => {
  it('is built from i18n/zh-cn at /zh-cn/, with its translations', async () => {
    const root = await writeSite('docusaurus-locale-as-written', {
      'docusaurus.config.js': `module.exports = {
  title: 'Tern', url: 'https://tern.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'zh-cn'] },
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
};
`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'i18n/zh-cn/docusaurus-plugin-content-docs/current/intro.md': '# 介绍\n\n你好。\n',
    });
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.diagnostics.filter((d) => d.ruleId === 'untranslated-pages')).toEqual([]);
    const page = String(result.files.find((file) => file.path === 'zh-cn/docs/intro/index.html')?.contents ?? '');
    expect(page).toContain('<html lang="zh-cn"');
    expect(page).toContain('你好。');
    expect(result.files.some((file) => file.path.startsWith('zh-CN/'))).toBe(false);
  });
});
