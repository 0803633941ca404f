// Every site input outside content/ and static/ is read through one reader that follows a symlink
// only inside the site folder (src/load/site-file.ts): sidebars, redirects, the strings file,
// Docusaurus's translation files, custom CSS and theme/ linked to a file outside are refused, naming
// the link's target, and nothing of that file is read, printed or published.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edit } from '../helpers/sites.js';
import { fixtureSites, helpdocs } from './helpers.js';

const sites = fixtureSites();
const SECRET = 'root:x:0:0 secret-line';
let outside = '';

beforeAll(async () => {
  outside = await mkdtemp(path.join(tmpdir(), 'helpdocs-outside-'));
  await writeFile(path.join(outside, 'secret.json'), JSON.stringify([{ from: SECRET, to: SECRET }]));
  await writeFile(path.join(outside, 'secret.css'), `/* ${SECRET} */ body { color: red }`);
  await mkdir(path.join(outside, 'theme'));
});
afterAll(async () => {
  await rm(outside, { recursive: true, force: true });
});

describe('site inputs linked out of the site folder are refused', () => {
  const cases: Array<{ name: string; link: string; target: () => string; prepare?: (root: string) => Promise<void> }> =
    [
      { name: 'redirects.json', link: 'redirects.json', target: () => path.join(outside, 'secret.json') },
      { name: 'sidebars.json', link: 'sidebars.json', target: () => path.join(outside, 'secret.json') },
      {
        name: 'the strings file i18n/pt-BR.json',
        link: 'i18n/pt-BR.json',
        target: () => path.join(outside, 'secret.json'),
        prepare: (root) => mkdir(path.join(root, 'i18n')).then(() => undefined),
      },
      ...[
        'i18n/pt-BR/code.json',
        'i18n/pt-BR/docusaurus-theme-classic/navbar.json',
        'i18n/pt-BR/docusaurus-plugin-content-docs/current.json',
      ].map((link) => ({
        name: `Docusaurus's translation file ${link}`,
        link,
        target: () => path.join(outside, 'secret.json'),
        prepare: (root: string) =>
          mkdir(path.join(root, path.dirname(link)), { recursive: true }).then(() => undefined),
      })),
      {
        name: 'custom CSS',
        link: 'custom.css',
        target: () => path.join(outside, 'secret.css'),
        prepare: (root) =>
          edit(root, 'helpdocs.config.ts', "locale: 'pt-BR',", "locale: 'pt-BR',\n  customCss: ['./custom.css'],"),
      },
      { name: 'theme/', link: 'theme', target: () => path.join(outside, 'theme') },
    ];
  for (const { name, link, target, prepare } of cases) {
    it(name, async () => {
      const root = await sites.copy();
      await prepare?.(root);
      await rm(path.join(root, link), { force: true });
      await symlink(target(), path.join(root, link));
      const { code, out, err } = await helpdocs('build', '--root', root);
      expect(code).toBe(2);
      expect(err).toContain(`helpdocs: ${link} leads outside the site folder (to ${target()}) through a symlink`);
      expect(`${out}${err}`).not.toContain('secret-line');
      expect(existsSync(path.join(root, 'out'))).toBe(false);
    });
  }
});
