// A preset or plugin a Docusaurus config names by its resolved path (`require.resolve('@docusaurus/preset-classic')`,
// a pnpm path into node_modules/.pnpm) is the package that path lies in, as Docusaurus loads it.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { writeSite } from '../helpers/sites.js';

const fakePackage = (name: string) => ({
  [`node_modules/.pnpm/${name.replace('/', '+')}@3.10.2/node_modules/${name}/package.json`]: JSON.stringify({
    name,
    main: 'lib/index.js',
  }),
  [`node_modules/.pnpm/${name.replace('/', '+')}@3.10.2/node_modules/${name}/lib/index.js`]: 'module.exports = {};\n',
});

describe('a preset and a plugin named by their resolved paths', () => {
  it('are read as the packages they are: the classic preset, client redirects', async () => {
    const pnpm = (name: string) => `./node_modules/.pnpm/${name.replace('/', '+')}@3.10.2/node_modules/${name}`;
    const root = await writeSite('resolved-plugins', {
      ...fakePackage('@docusaurus/preset-classic'),
      ...fakePackage('@docusaurus/plugin-client-redirects'),
      'docusaurus.config.js':
        "module.exports = { title: 'Tern', url: 'https://tern.example', baseUrl: '/', " +
        `presets: [[require.resolve('${pnpm('@docusaurus/preset-classic')}'), { docs: { routeBasePath: '/' }, ` +
        'blog: false }]], ' +
        `plugins: [[require.resolve('${pnpm('@docusaurus/plugin-client-redirects')}'), ` +
        "{ redirects: [{ from: '/old', to: '/intro' }] }]] };\n",
      'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
    });
    const result = await build({ root, write: false });
    expect(result.diagnostics.map((d) => d.message)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/is not run/)]),
    );
    const stub = String(result.files.find((file) => file.path === 'old/index.html')?.contents ?? '');
    expect(/data-to="([^"]*)"/.exec(stub)?.[1]).toBe('/intro/');
    expect(result.files.some((file) => file.path === 'intro/index.html')).toBe(true);
  });
});
