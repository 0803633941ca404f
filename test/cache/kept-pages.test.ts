import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyFixture, edit, filesOf, modifiedTimes } from '../helpers/sites.js';

/**
 * Pages kept by what they show: a warm build draws again only the pages whose key changed and keeps
 * the others as out/ holds them. Whatever changed, the warm out/ must be byte for byte what a cold
 * build of the same sources writes, and a page that shows nothing new must not be written again.
 */

const fingerprint = '1.0.0+code-a';

async function warmBuild(root: string, cacheFingerprint = fingerprint) {
  const result = await build({ root, write: true, cacheDir: 'cache', cacheFingerprint });
  expect(result.stats.errors).toBe(0);
  return result;
}

/** Builds warm after `change` and cold beside it; returns the pages the warm build wrote again. */
async function rebuilt(
  change: (root: string) => Promise<void>,
  cacheFingerprint = fingerprint,
): Promise<{ root: string; pages: string[] }> {
  const root = await copyFixture('site-mini');
  await warmBuild(root);
  const out = path.join(root, 'out');
  const before = await modifiedTimes(out);
  await change(root);
  await warmBuild(root, cacheFingerprint);
  await build({ root, write: true, outDir: 'out-cold' });
  expect(await filesOf(out)).toEqual(await filesOf(path.join(root, 'out-cold')));
  const after = await modifiedTimes(out);
  return {
    root,
    pages: [...after.keys()].filter((file) => file.endsWith('.html') && after.get(file) !== before.get(file)).sort(),
  };
}

const rebuiltPages = async (change: (root: string) => Promise<void>) => (await rebuilt(change)).pages;

/** The key of every keyed file in the build stamp (src/cache/build-stamp.ts). */
async function stampedKeys(root: string): Promise<Map<string, string>> {
  const folder = path.join(root, 'cache/stamps/v1');
  // The folder also keeps the inputs the check knows (build-stamp.ts readKnownInputs): the stamp has keys.
  for (const file of await readdir(folder)) {
    const text = await readFile(path.join(folder, file), 'utf8');
    const { value } = JSON.parse(text.slice(text.indexOf('\n') + 1)) as { value: { keys?: Record<string, string> } };
    if (value.keys) return new Map(Object.entries(value.keys));
  }
  throw new Error(`no build stamp in ${folder}`);
}

describe('pages kept by what they show', { timeout: 300_000 }, () => {
  it('draws again only the page whose text changed', async () => {
    const pages = await rebuiltPages((root) =>
      edit(
        root,
        'content/guia/configuracao.md',
        'Configure o que foi instalado.',
        'Configure tudo o que foi instalado.',
      ),
    );
    expect(pages).toEqual(['manual/guia/configuracao/index.html']);
  });

  it('draws again every page that shows a title that changed (sidebar, previous/next, tags)', async () => {
    const pages = await rebuiltPages((root) =>
      edit(root, 'content/guia/configuracao.md', 'sidebar_label: "Configurar"', 'sidebar_label: "Configurar a conta"'),
    );
    expect(pages).toEqual(
      expect.arrayContaining([
        'manual/guia/configuracao/index.html',
        'manual/guia/index.html',
        'manual/guia/instalacao/index.html',
      ]),
    );
  });

  it('keeps the output right when a heading another doc links to changes', async () => {
    const pages = await rebuiltPages((root) =>
      edit(root, 'content/guia/configuracao.md', '## Configuração da integração', '## Integração configurada'),
    ).catch((error: Error) => error);
    // The link to the old anchor is broken now: the build fails and says so, which rebuiltPages checks.
    expect(pages).toBeInstanceOf(Error);
  });

  it('draws again the pages of a tag that was added', async () => {
    const pages = await rebuiltPages((root) =>
      edit(root, 'content/guia/configuracao.md', 'tags: [integração]', 'tags: [integração, avançado]'),
    );
    expect(pages).toEqual(
      expect.arrayContaining([
        'manual/guia/configuracao/index.html',
        'manual/tags/avancado/index.html',
        'manual/tags/index.html',
      ]),
    );
    expect(pages).not.toContain('manual/guia/instalacao/index.html');
  });

  it('draws again the page of a doc whose image changed size (its width and height are in the page)', async () => {
    const pages = await rebuilt(async (root) => {
      const file = path.join(root, 'static/img/logo.png');
      const png = await readFile(file);
      png.writeUInt32BE(120, 16); // IHDR width: 80 → 120
      await writeFile(file, png);
    });
    expect(pages.pages).toContain('manual/guia/instalacao/index.html');
    expect(await readFile(path.join(pages.root, 'out/manual/guia/instalacao/index.html'), 'utf8')).toMatch(
      /src="\/manual\/img\/logo\.png"[^>]*width="120"/,
    );
  });

  it('draws again every page that shows a site string that changed', async () => {
    const pages = await rebuiltPages(async (root) => {
      await mkdir(path.join(root, 'i18n'), { recursive: true });
      await writeFile(path.join(root, 'i18n/pt-BR.json'), JSON.stringify({ 'doc.onThisPage': 'Conteúdo da página' }));
    });
    // Every page with a table of contents shows the new label (the home page has none).
    expect(pages).toEqual(
      expect.arrayContaining([
        'manual/guia/configuracao/index.html',
        'manual/guia/index.html',
        'manual/guia/instalacao/index.html',
      ]),
    );
  });

  it('draws every page again after a theme override is added', async () => {
    const pages = await rebuiltPages(async (root) => {
      await mkdir(path.join(root, 'theme'), { recursive: true });
      await writeFile(
        path.join(root, 'theme/Footer.tsx'),
        'export default function Footer() {\n  return <footer className="footer">Rodapé próprio</footer>;\n}\n',
      );
    });
    expect(pages).toEqual(expect.arrayContaining(['manual/guia/configuracao/index.html', 'manual/index.html']));
  });

  it('keeps no page across an upgrade of helpdocs (other code)', async () => {
    let keysBefore = new Map<string, string>();
    const { root, pages } = await rebuilt(async (site) => void (keysBefore = await stampedKeys(site)), '1.0.1+code-b');
    // The same bytes (nothing is written again), but every page was keyed anew, so none was taken
    // from out/ on the old code's word.
    expect(pages).toEqual([]);
    const keysAfter = await stampedKeys(root);
    expect(keysBefore.size).toBeGreaterThan(5);
    expect([...keysAfter.keys()].sort()).toEqual([...keysBefore.keys()].sort());
    // Every page; the search shards and fragments and the client's files are named by the hash of their contents,
    // which is their key.
    expect([...keysAfter].filter(([file, key]) => file.endsWith('.html') && keysBefore.get(file) === key)).toEqual([]);
    const hashNamed =
      /assets\/(search\/(page-\d+\.[0-9a-f]{6}|shard-\d+\.[0-9a-f]{8})\.json|[\w.-]+\.[A-Z0-9]{8}\.(js|css))$/;
    expect(
      [...keysAfter].filter(([file, key]) => !file.endsWith('.html') && !(file === key && hashNamed.test(file))),
    ).toEqual([]);
  });
});
