import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { main } from '../../src/cli.js';
import { WORKER_THRESHOLD } from '../../src/parse/pool.js';
import { captureIo, copyFixture, edit, repoRoot } from '../helpers/sites.js';

const run = promisify(execFile);

const pageOf = (files: Array<{ path: string; contents: string | Uint8Array }>, route: string) =>
  String(files.find((file) => file.path === route)?.contents ?? '');

describe('remark and rehype plugins from the config', () => {
  it("run on Markdown and MDX docs, after helpdocs's own and with their options", async () => {
    const root = await copyFixture('plugins-site');
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const index = pageOf(result.files, 'docs/index.html');
    expect(index).toContain('<kbd class="key">Ctrl</kbd>');
    expect(index).toContain('<kbd class="key">Esc</kbd>');
    expect(index).toMatch(/<a href="https:\/\/example\.com\/spec"[^>]* data-external="true"/);
    // Headings the plugins leave are still given ids after them.
    expect(index).toContain('id="shortcuts"');
    const mdx = pageOf(result.files, 'docs/page/index.html');
    expect(mdx).toContain('<kbd class="key">Enter</kbd>');
    expect(mdx).toMatch(/<a href="https:\/\/example\.com\/"[^>]* data-external="true"/);
  });

  it('an MDX doc that imports nothing, given an import by a plugin (as npm2yarn adds Tabs), renders it', async () => {
    const root = await copyFixture('plugins-site');
    // An import and its use, as a remark plugin adds them: the doc itself imports nothing.
    const estree = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: 'Admonition' } }],
          source: { type: 'Literal', value: '@theme/Admonition', raw: "'@theme/Admonition'" },
        },
      ],
    };
    const plugin = [
      'export function remarkTip() {',
      '  return (tree: { children: unknown[] }, file: { path: string }) => {',
      "    if (!file.path.endsWith('.mdx')) return;",
      '    tree.children.unshift(',
      `      { type: 'mdxjsEsm', value: '', data: { estree: ${JSON.stringify(estree)} } },`,
      "      { type: 'mdxJsxFlowElement', name: 'Admonition', attributes: [{ type: 'mdxJsxAttribute', " +
        "name: 'type', value: 'tip' }], children: [{ type: 'paragraph', children: [{ type: 'text', " +
        "value: 'Added by a plugin.' }] }] },",
      '    );',
      '  };',
      '}',
      '',
    ].join('\n');
    await writeFile(path.join(root, 'plugins/remark-tip.ts'), plugin);
    await edit(
      root,
      'helpdocs.config.ts',
      "import remarkKeys from './plugins/remark-keys.js';",
      "import remarkKeys from './plugins/remark-keys.js';\nimport { remarkTip } from './plugins/remark-tip';",
    );
    await edit(root, 'helpdocs.config.ts', 'remarkPlugins: [', 'remarkPlugins: [remarkTip, ');
    const result = await build({ root, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const mdx = pageOf(result.files, 'docs/page/index.html');
    expect(mdx).toMatch(/<div class="admonition admonition-tip"[^>]*>[\s\S]*Added by a plugin\./);
    expect(mdx).toContain('<kbd class="key">Enter</kbd>');
  });

  it('a throwing plugin is an error of each doc it fails on, naming it; the build goes on and exits 1', async () => {
    const root = await copyFixture('plugins-site');
    await writeFile(
      path.join(root, 'plugins/remark-boom.ts'),
      'export function remarkBoom() {\n  return (_tree: unknown, file: { value: unknown }) => {\n    if ' +
        "(String(file.value).includes('[[')) throw new Error('no keys here');\n  };\n}\n",
    );
    await edit(
      root,
      'helpdocs.config.ts',
      "import remarkKeys from './plugins/remark-keys.js';",
      "import remarkKeys from './plugins/remark-keys.js';\nimport { remarkBoom } from './plugins/remark-boom';",
    );
    await edit(root, 'helpdocs.config.ts', 'remarkPlugins: [', 'remarkPlugins: [remarkBoom, ');
    await writeFile(path.join(root, 'content/plain.md'), '---\ntitle: Plain\n---\n\nNothing to fail on.\n');
    await writeFile(path.join(root, 'content/broken.md'), '---\ntitle: Broken\n---\n\n[Nowhere](./missing.md)\n');
    const { io, err } = captureIo();
    const code = await main(['node', 'helpdocs', 'build', '--root', root, '--no-cache'], io);
    const printed = err.join('\n');
    expect(code, printed).toBe(1);
    const message =
      'remark plugin "remarkBoom" (markdown.remarkPlugins[0]) failed: Error: no keys here (fix or remove the ' +
      'plugin ' +
      'in helpdocs.config.ts) plugin-failed';
    expect(printed).toContain(`content/index.md:1:1 error ${message}`);
    expect(printed).toContain(`content/page.mdx:1:1 error ${message}`);
    // The other docs are still parsed and checked.
    expect(printed).toMatch(/content\/broken\.md:5:\d+ error Link to \.\/missing\.md points nowhere/);
    expect(printed).not.toContain('content/plain.md');
  });

  it('a doc a plugin failed on is not kept in the cache: the next build parses it again', async () => {
    const root = await copyFixture('plugins-site');
    const flag = path.join(root, 'offline.flag');
    // Fails while a flag file exists, as a plugin that fetches fails while the network is down: the same code.
    await writeFile(
      path.join(root, 'plugins/remark-flaky.ts'),
      "import { existsSync } from 'node:fs';\nexport function remarkFlaky() {\n  return () => {\n    if " +
        `(existsSync(${JSON.stringify(flag)})) throw new Error('offline');\n  };\n}\n`,
    );
    await edit(
      root,
      'helpdocs.config.ts',
      "import remarkKeys from './plugins/remark-keys.js';",
      "import remarkKeys from './plugins/remark-keys.js';\nimport { remarkFlaky } from './plugins/remark-flaky';",
    );
    await edit(root, 'helpdocs.config.ts', 'remarkPlugins: [', 'remarkPlugins: [remarkFlaky, ');
    const buildOnce = async () => {
      const { io, err } = captureIo();
      const code = await main(['node', 'helpdocs', 'build', '--root', root, '--verbose'], io);
      return { code, printed: err.join('\n') };
    };
    await writeFile(flag, '');
    const failing = await buildOnce();
    expect(failing.code, failing.printed).toBe(1);
    const failed = failing.printed.match(/ error remark plugin "remarkFlaky"/g)?.length ?? 0;
    expect(failed).toBeGreaterThan(0);
    await rm(flag);
    // No input changed: the docs that failed are parsed again, the others come from the cache.
    const passing = await buildOnce();
    expect(passing.code, passing.printed).toBe(0);
    const pages = Number(passing.printed.match(/ · (\d+) pages · /)?.[1]);
    expect(passing.printed).toContain(`${pages - failed} of ${pages} docs from the cache`);
  });

  it('a rehype plugin’s output obeys the script rules: no script element, handler or javascript: URL', async () => {
    const root = await copyFixture('plugins-site');
    await writeFile(
      path.join(root, 'plugins/rehype-evil.ts'),
      [
        "import type { Root } from 'hast';",
        'export function rehypeEvil() {',
        '  return (tree: Root) => {',
        "    tree.children.push({ type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', " +
          "value: 'alert(1)' }] });",
        "    tree.children.push({ type: 'element', tagName: 'a', properties: { href: 'javascript:alert(2)', " +
          'onClick: ' +
          "'alert(3)' }, children: [{ type: 'text', value: 'x' }] });",
        "    tree.children.push({ type: 'raw', value: '<img src=x onerror=\"alert(4)\">' } as never);",
        '  };',
        '}',
      ].join('\n'),
    );
    await edit(
      root,
      'helpdocs.config.ts',
      "import remarkKeys from './plugins/remark-keys.js';",
      "import remarkKeys from './plugins/remark-keys.js';\nimport { rehypeEvil } from './plugins/rehype-evil';",
    );
    await edit(
      root,
      'helpdocs.config.ts',
      'rehypePlugins: [rehypeExternalMark]',
      'rehypePlugins: [rehypeExternalMark, rehypeEvil]',
    );
    const result = await build({ root, write: false });
    const index = pageOf(result.files, 'docs/index.html');
    const article = index.slice(index.indexOf('<article'), index.indexOf('</article>'));
    expect(article).not.toContain('alert(');
    expect(article).not.toMatch(/<script|javascript:|onclick|onerror/i);
    const warnings = result.diagnostics.filter((d) => d.file === 'content/index.md').map((d) => d.ruleId);
    expect(warnings).toEqual([
      'plugin-output-removed',
      'plugin-output-removed',
      'plugin-output-removed',
      'plugin-output-removed',
    ]);
  });

  it('their code, options and package versions are part of the cache key', async () => {
    const root = await copyFixture('plugins-site');
    const cacheDir = 'node_modules/.cache/helpdocs';
    const cold = await build({ root, write: false, cacheDir });
    expect(cold.cache.reusedDocs).toBe(0);
    const warm = await build({ root, write: false, cacheDir });
    expect(warm.cache.reusedDocs).toBe(1);
    // Other options: every doc is parsed again, and shows them.
    await edit(root, 'helpdocs.config.ts', "className: 'key'", "className: 'keycap'");
    const options = await build({ root, write: false, cacheDir });
    expect(options.cache.reusedDocs).toBe(0);
    expect(pageOf(options.files, 'docs/index.html')).toContain('<kbd class="keycap">Ctrl</kbd>');
    // Another version of the plugin's code, options the same.
    await edit(root, 'plugins/remark-keys.ts', "hName: 'kbd'", "hName: 'samp'");
    const code = await build({ root, write: false, cacheDir });
    expect(code.cache.reusedDocs).toBe(0);
    expect(pageOf(code.files, 'docs/index.html')).toContain('<samp class="keycap">Ctrl</samp>');
    // An installed package the config imports: its version is in the key.
    await mkdir(path.join(root, 'node_modules/remark-fake'), { recursive: true });
    const pkg = (version: string) =>
      JSON.stringify({ name: 'remark-fake', version, type: 'module', exports: './index.js' });
    await writeFile(path.join(root, 'node_modules/remark-fake/package.json'), pkg('1.0.0'));
    await writeFile(path.join(root, 'node_modules/remark-fake/index.js'), 'export default function remarkFake() {}\n');
    await edit(
      root,
      'helpdocs.config.ts',
      "import remarkKeys from './plugins/remark-keys.js';",
      "import remarkKeys from './plugins/remark-keys.js';\nimport remarkFake from 'remark-fake';",
    );
    await edit(root, 'helpdocs.config.ts', 'remarkPlugins: [', 'remarkPlugins: [remarkFake, ');
    expect((await build({ root, write: false, cacheDir })).cache.reusedDocs).toBe(0);
    expect((await build({ root, write: false, cacheDir })).cache.reusedDocs).toBe(1);
    await writeFile(path.join(root, 'node_modules/remark-fake/package.json'), pkg('1.0.1'));
    expect((await build({ root, write: false, cacheDir })).cache.reusedDocs).toBe(0);
  });

  it('run in the parse worker threads of a large site (compiled CLI), which load them from the config', {
    timeout: 240_000,
  }, async () => {
    const root = await copyFixture('plugins-site');
    const docs = WORKER_THRESHOLD + 20;
    await mkdir(path.join(root, 'content/many'));
    for (let i = 0; i < docs; i++)
      await writeFile(path.join(root, `content/many/doc-${i}.md`), `---\ntitle: Doc ${i}\n---\n\nPress [[F${i}]].\n`);
    await writeFile(path.join(root, 'content/many/fails.md'), '---\ntitle: Fails\n---\n\nThrows here: [[boom]].\n');
    await edit(
      root,
      'plugins/remark-keys.ts',
      'if (key === undefined)',
      "if (key === 'boom') throw new Error('key boom');\n          if (key === undefined)",
    );
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'helpdocs-plugins-out-')), 'out');
    const failed = await run(process.execPath, [
      path.join(repoRoot, 'bin/helpdocs.js'),
      'build',
      '--root',
      root,
      '--out',
      out,
      '--no-cache',
    ]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(
      'content/many/fails.md:1:1 error remark plugin "remarkKeys" (markdown.remarkPlugins[0]) failed: Error: key ' +
        'boom (fix or remove the plugin in helpdocs.config.ts) plugin-failed',
    );
    await edit(root, 'content/many/fails.md', '[[boom]]', '[[ok]]');
    await run(process.execPath, [
      path.join(repoRoot, 'bin/helpdocs.js'),
      'build',
      '--root',
      root,
      '--out',
      out,
      '--no-cache',
      '--quiet',
    ]);
    for (const i of [0, docs - 1])
      expect(await readFile(path.join(out, `docs/many/doc-${i}/index.html`), 'utf8')).toContain(
        `<kbd class="key">F${i}</kbd>`,
      );
  });
});
