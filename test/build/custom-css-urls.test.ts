// The url()s of a site's custom CSS, as Docusaurus's webpack finds them: from `/`, in the static folder or from the
// site folder; otherwise from the CSS file. Each file of the static folder is named from the base, where it is served;
// a url() that leads to none is said, at its line.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';

async function siteWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'helpdocs-css-urls-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

const CSS = [
  "@font-face { font-family: Din; src: url('/static/font/Din.woff2') format('woff2'), url(/font/Din.woff2?v=2); }",
  '.pointer { cursor: url(../../static/img/pointer.svg), auto; }',
  '.mask { mask: url("/img/pointer.svg#tip"); filter: url(#blur); background: url(data:image/png;base64,AA==); }',
  '.remote { background: url(https://cdn.example/a.png); }',
  '.served { background: url(/tern/img/pointer.svg); }',
  '.gone { background: url(/img/gone.png); }',
].join('\n');

describe("a site's custom CSS", () => {
  it('names each static file from the base, as it is served, and says which url() leads to no file', async () => {
    const root = await siteWith({
      'docusaurus.config.js':
        "module.exports = { title: 'Tern', url: 'https://tern.example', baseUrl: '/tern/', presets: [['classic', " +
        "{ docs: {}, blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n",
      'docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome.\n',
      'src/css/custom.css': CSS,
      'static/font/Din.woff2': 'font',
      'static/img/pointer.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const result = await build({ root, write: false });
    const css = String(result.files.find((file) => /assets\/site\.\w+\.css$/.test(file.path))?.contents ?? '');
    expect(css).toContain('url(/tern/font/Din.woff2) format("woff2"),url(/tern/font/Din.woff2?v=2)');
    expect(css).toContain('cursor:url(/tern/img/pointer.svg),auto');
    expect(css).toContain('url(/tern/img/pointer.svg#tip)');
    expect(css).toContain('url(#blur)');
    expect(css).toContain('url(data:image/png;base64,AA==)');
    expect(css).toContain('url(https://cdn.example/a.png)');
    expect(css).toContain('url(/img/gone.png)');
    // Written as served already, under the base: as it is.
    expect(css).toContain('.served{background:url(/tern/img/pointer.svg)}');
    expect(result.diagnostics.filter((d) => d.ruleId === 'custom-css').map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^src\/css\/custom\.css:6:25 warning url\(\/img\/gone\.png\) leads to no file of static\//),
    ]);
  });
});
