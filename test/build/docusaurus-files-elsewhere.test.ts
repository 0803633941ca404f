// A file a page names that lies in the site's folder but in none helpdocs publishes (a second static folder, the docs
// of a version not built) is copied under assets/files/, named by its bytes, as Docusaurus's webpack copies any file a
// page names. One outside the site's folder or in a hidden folder is named in a warning and never published.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { sha256 } from '../../src/core/hash-text.js';
import { buildTo } from '../helpers/cached-builds.js';
import { writeSite } from '../helpers/sites.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const site = () =>
  writeSite('files-elsewhere', {
    'docusaurus.config.js':
      "module.exports = { title: 'Tern', url: 'https://tern.example', baseUrl: '/tern/', " +
      "presets: [['classic', { docs: {}, blog: {} }]] };\n",
    'docs/intro.md':
      '---\ntitle: Intro\n---\n\n![Architecture](../shared/img/arch.png)\n\n' +
      'Read [the spec](../shared/spec.pdf#page=2) and [the readme](../README.md).\n\n![Key](../.private/key.png)\n',
    'blog/2026-01-05-hello/index.md': '---\ntitle: Hello\n---\n\n![Architecture](../../shared/img/arch.png)\n',
    'shared/img/arch.png': PNG,
    'shared/spec.pdf': '%PDF-1.4 spec',
    'README.md': '# Tern\n',
    '.private/key.png': PNG,
  });

const hashed = (name: string, bytes: string | Uint8Array) => {
  const ext = path.extname(name);
  return `assets/files/${path.basename(name, ext)}-${sha256(bytes).slice(0, 8)}${ext}`;
};

describe('a file in the site folder but outside the published folders', () => {
  it('is copied under assets/files/ by its bytes, once for every page that names it', async () => {
    const root = await site();
    const { result, files } = await buildTo(root, path.join(root, 'out'), {});
    expect(result.stats.errors).toBe(0);
    const arch = hashed('arch.png', PNG);
    const spec = hashed('spec.pdf', '%PDF-1.4 spec');
    expect(files.get(`tern/${arch}`)).toBe(PNG.toString('base64'));
    expect(files.get(`tern/${spec}`)).toBe(Buffer.from('%PDF-1.4 spec').toString('base64'));
    const doc = Buffer.from(files.get('tern/docs/intro/index.html') ?? '', 'base64').toString();
    expect(doc).toContain(`src="/tern/${arch}" alt="Architecture" width="1" height="1"`);
    expect(doc).toContain(`href="/tern/${spec}#page=2"`);
    const post = Buffer.from(files.get('tern/blog/2026/01/05/hello/index.html') ?? '', 'base64').toString();
    expect(post).toContain(`src="/tern/${arch}"`);
    // The hidden folder's file is named, never published; a page's .md outside the docs stays a link to check.
    expect([...files.keys()].filter((file) => /key|README/.test(file))).toEqual([]);
    expect(result.diagnostics.map(formatDiagnostic)).toContainEqual(
      expect.stringMatching(/^docs\/intro\.md:7:\d+ warning .*README\.md.* broken-link$/),
    );
    expect(result.diagnostics.filter((d) => d.ruleId === 'asset-outside-folders').map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^docs\/intro\.md:9:1 warning File \.\.\/\.private\/key\.png is outside the site's folder/),
    ]);
  });

  it('gets a new name when its bytes change, also when the page is kept from the last build', async () => {
    const root = await site();
    const cacheDir = path.join(root, '..', 'cache');
    await buildTo(root, path.join(root, 'out'), { cacheDir });
    const changed = Buffer.concat([PNG, Buffer.from('\n')]);
    await writeFile(path.join(root, 'shared/img/arch.png'), changed);
    const { files } = await buildTo(root, path.join(root, 'out'), { cacheDir });
    const doc = Buffer.from(files.get('tern/docs/intro/index.html') ?? '', 'base64').toString();
    expect(doc).toContain(`src="/tern/${hashed('arch.png', changed)}"`);
    expect(files.has(`tern/${hashed('arch.png', changed)}`)).toBe(true);
    expect(files.has(`tern/${hashed('arch.png', PNG)}`)).toBe(false);
  });
});
