// An `id` written on a JSX element of an MDX doc is an anchor other docs may link to, as Docusaurus's Link collects
// the id it is given (`<a id="options" />`, a common way to name a place without a heading).
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { writeSite } from '../helpers/sites.js';

describe('anchors on JSX elements of MDX', () => {
  it('are anchors: a link to one is no broken anchor, a link to a missing one still is', async () => {
    const root = await writeSite('docusaurus-jsx-anchors', {
      'docusaurus.config.js': `module.exports = {
  title: 'Tern', url: 'https://tern.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
};
`,
      'docs/api.mdx': '# API\n\n<a id="options" />\n\nThe options.\n\nSee <span id="inline">this</span> too.\n',
      'docs/intro.md': '# Intro\n\n[Options](api.mdx#options), [inline](api.mdx#inline) and [gone](api.mdx#gone).\n',
    });
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.ruleId === 'broken-anchor').map((d) => d.message)).toEqual([
      expect.stringContaining('#gone'),
    ]);
  });
});
