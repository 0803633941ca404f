// A cache folder may come from elsewhere (a CI cache restored from another branch), so its entries
// are data, not proof: a forged entry — its payload edited and its checksum made again — is
// ignored with a note and the doc parsed again, never published past the sanitizer and never a
// crash. `--cache-dir` gets the output folder's guard.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/cache/disk.js';
import { edit } from '../helpers/sites.js';
import { fixtureSites, helpdocs, snapshot } from './helpers.js';

const sites = fixtureSites();

/** A JSON entry's `{key, value}`; nothing for an entry of bytes (the search postings), which a forger skips. */
function jsonEntry(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text.slice(65)) as Record<string, unknown>;
  } catch {
    return {};
  }
}
const CACHE = 'node_modules/.cache/helpdocs/v1';

/** Every file's text under a folder, joined. */
async function textsUnder(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true });
  const texts = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? textsUnder(path.join(dir, entry.name)) : readFile(path.join(dir, entry.name), 'utf8'),
    ),
  );
  return texts.join('\n');
}

/** Rewrites the cached parse of the doc whose HTML holds `marker`, checksum and all, as a forger would. */
async function forge(root: string, marker: string, change: (doc: Record<string, unknown>) => void): Promise<void> {
  const dir = path.join(root, CACHE);
  for (const name of await readdir(dir)) {
    const text = await readFile(path.join(dir, name), 'utf8');
    const entry = jsonEntry(text) as { value?: { doc?: Record<string, unknown> } };
    const doc = entry.value?.doc;
    if (typeof doc?.html !== 'string' || !doc.html.includes(marker)) continue;
    change(doc);
    const payload = JSON.stringify(entry);
    await writeFile(path.join(dir, name), `${sha256(payload)}\n${payload}`);
    return;
  }
  throw new Error(`no cached doc holds ${marker}`);
}

/**
 * Builds once to fill the cache, forges an entry, then builds again after another doc's sidebar
 * label changed: every page is drawn again, so the forged doc's body is asked for. The cache's
 * signed index names the entry; read back unsigned, it sends the build round again without the
 * index, which then reads and vets each entry.
 */
async function poisonedBuild(change: (doc: Record<string, unknown>) => void) {
  const root = await sites.copy();
  expect((await helpdocs('build', '--root', root, '--quiet')).code).toBe(0);
  await forge(root, 'Instale em poucos passos', change);
  await edit(root, 'content/guia/configuracao.md', 'sidebar_label: "Configurar"', 'sidebar_label: "Configurar já"');
  return { root, ...(await helpdocs('build', '--root', root, '--verbose')) };
}

describe('a forged cache entry', () => {
  it('whose page is not drawn again: never read, the page as the last build left it', async () => {
    const root = await sites.copy();
    expect((await helpdocs('build', '--root', root, '--quiet')).code).toBe(0);
    const page = path.join(root, 'out/manual/guia/instalacao/index.html');
    const before = await readFile(page, 'utf8');
    await forge(root, 'Instale em poucos passos', (doc) => {
      doc.html = `<script src="/evil.js"></script>${String(doc.html)}`;
    });
    await edit(root, 'content/guia/configuracao.md', '---\n\n', '---\n\nEditado. ');
    const { code, err } = await helpdocs('build', '--root', root, '--verbose');
    expect(code).toBe(0);
    // The signed index served the doc: its entry was never read.
    expect(err).not.toMatch(/cache: ignored/);
    expect(await readFile(page, 'utf8')).toBe(before);
    expect(await textsUnder(path.join(root, 'out'))).not.toContain('evil.js');
  });

  it('with a script and a handler past the sanitizer: ignored with a note, the doc parsed again', async () => {
    const { root, code, err } = await poisonedBuild((doc) => {
      doc.html = `<script src="/evil.js"></script><img src="x" onerror="alert(1)">${String(doc.html)}`;
    });
    expect(code).toBe(0);
    expect(err).toMatch(/cache: the index of the docs named .* which could not be read back signed/);
    expect(err).toMatch(/cache: ignored .*\(its HTML holds <script>\)/);
    const html = await readFile(path.join(root, 'out/manual/guia/instalacao/index.html'), 'utf8');
    expect(html).not.toContain('evil.js');
    expect(html).not.toContain('onerror');
    expect(html).toContain('Instale em poucos passos');
  });

  for (const [label, html] of [
    ['an entity-spelt javascript: link', '<a href="&#106;ava&#x73;cript&colon;alert(1)">x</a>'],
    ['a tab-split javascript: link', '<a href="java\tscript:alert(1)">x</a>'],
    ['a handler after a slash', '<img/src="x"/onerror=alert(1)>'],
    ['an upper-case script', '<SCRIPT SRC=/evil.js></SCRIPT>'],
    ['a refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ] as const) {
    it(`with ${label}: not published`, async () => {
      const { root, code, err } = await poisonedBuild((doc) => {
        doc.html = `${html}${String(doc.html)}`;
      });
      expect(code).toBe(0);
      expect(err).toMatch(/cache: ignored .*\(its HTML holds/);
      const page = await readFile(path.join(root, 'out/manual/guia/instalacao/index.html'), 'utf8');
      expect(page).not.toContain(html);
    });
  }

  it('with a javascript: edit link in its front matter: ignored with a note', async () => {
    const { root, code, err } = await poisonedBuild((doc) => {
      doc.frontMatter = { ...(doc.frontMatter as object), custom_edit_url: 'javascript:alert(1)' };
    });
    expect(code).toBe(0);
    expect(err).toMatch(/cache: ignored .*\(front matter with a refused URL\)/);
    const page = await readFile(path.join(root, 'out/manual/guia/instalacao/index.html'), 'utf8');
    expect(page).not.toContain('javascript:');
  });

  it('whose route climbs out of out/: ignored with a note, no crash, nothing written outside', async () => {
    const { root, code, err } = await poisonedBuild((doc) => {
      doc.route = '/manual/../../../escaped/';
    });
    expect(code).toBe(0);
    expect(err).toMatch(/cache: ignored .*\(its route is not "\/manual\/guia\/instalacao\/"\)/);
    expect(existsSync(path.join(root, 'escaped'))).toBe(false);
    expect(existsSync(path.join(root, 'out/manual/guia/instalacao/index.html'))).toBe(true);
  });
});

describe('a forged compiled config in the cache', () => {
  it('is never run: modules are signed with a key outside the cache folder', async () => {
    const root = await sites.copy();
    expect((await helpdocs('build', '--root', root, '--quiet')).code).toBe(0);
    const marker = path.join(root, 'ran');
    const dir = path.join(root, CACHE);
    let forged = 0;
    for (const name of await readdir(dir)) {
      const text = await readFile(path.join(dir, name), 'utf8');
      const entry = jsonEntry(text) as { value?: { code?: unknown } };
      if (typeof entry.value?.code !== 'string') continue;
      entry.value.code =
        `import { writeFileSync } from 'node:fs';\n` +
        `writeFileSync(${JSON.stringify(marker)}, 'x');\n${entry.value.code}`;
      const payload = JSON.stringify(entry);
      await writeFile(path.join(dir, name), `${sha256(payload)}\n${payload}`);
      forged++;
    }
    expect(forged).toBe(1);
    await edit(root, 'content/guia/configuracao.md', '---\n\n', '---\n\nEditado. ');
    const { code, err } = await helpdocs('build', '--root', root, '--verbose');
    expect(code).toBe(0);
    expect(err).toMatch(/cache: ignored .*\(a compiled module not signed on this machine\)/);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('a forged sanitized SVG in the cache', () => {
  it('is never published: kept SVGs are signed with a key outside the cache folder', async () => {
    const root = await sites.copy();
    await writeFile(path.join(root, 'content/guia/d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    await edit(root, 'content/guia/instalacao.md', '![Logo](/img/logo.png).', '![Logo](/img/logo.png) ![D](./d.svg).');
    expect((await helpdocs('build', '--root', root, '--quiet')).code).toBe(0);
    const dir = path.join(root, CACHE);
    let forged = 0;
    for (const name of await readdir(dir)) {
      const text = await readFile(path.join(dir, name), 'utf8');
      const entry = jsonEntry(text) as { value?: { text?: unknown; signature?: unknown } };
      if (typeof entry.value?.text !== 'string' || typeof entry.value.signature !== 'string') continue;
      entry.value.text = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
      const payload = JSON.stringify(entry);
      await writeFile(path.join(dir, name), `${sha256(payload)}\n${payload}`);
      forged++;
    }
    expect(forged).toBe(1);
    await edit(root, 'content/guia/configuracao.md', '---\n\n', '---\n\nEditado. ');
    const { code, err } = await helpdocs('build', '--root', root, '--verbose');
    expect(code).toBe(0);
    expect(err).toMatch(/cache: ignored .*\(a sanitized SVG not signed on this machine\)/);
    const svg = await readFile(path.join(root, 'out/manual/guia/d.svg'), 'utf8');
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>\n');
  });
});

describe('--cache-dir gets the output folder guard', () => {
  for (const [dir, why] of [
    ['content', "it is the site's content"],
    ['content/cache', "it lies inside the site's content"],
    ['static', "it is the site's static"],
    ['out', 'it is, holds or lies inside the output folder'],
    ['out/cache', 'it is, holds or lies inside the output folder'],
    ['.', 'it is the site folder itself'],
    ['..', 'it holds the site folder'],
  ] as const) {
    it(`--cache-dir ${dir}: exit 2, nothing written`, async () => {
      const root = await sites.copy();
      const before = await snapshot(root);
      const { code, err } = await helpdocs('build', '--root', root, '--cache-dir', dir);
      expect(code).toBe(2);
      expect(err).toContain(`refusing the cache folder`);
      expect(err).toContain(why);
      expect(await snapshot(root)).toEqual(before);
    });
  }
});
