import { describe, expect, it } from 'vitest';
import { createStrings } from '../../src/core/strings.js';
import { type ConfigError, parseConfig } from '../../src/load/config/load.js';
import { createPipeline } from '../../src/parse/markdown/pipeline.js';
import { parseDoc } from '../../src/parse/parse-doc.js';

const videos = {
  tour: { src: '/videos/tour.webm', poster: '/videos/tour.jpg', captions: '/videos/tour.vtt' },
  english: { src: '/videos/tour.mp4', captions: '/videos/tour.en.vtt', captionsLang: 'en' },
  hosted: { youtube: 'dQw4w9WgXcQ' },
  'em-producao': {},
};
const pipeline = createPipeline(createStrings('pt-BR'), { videos });

/** One page whose body is `markdown` after a title, parsed as content/docs/pagina.md. */
function page(markdown: string) {
  const text = `---\ntitle: T\n---\n\n${markdown}\n`;
  const { doc, diagnostics } = parseDoc(
    pipeline,
    { path: 'content/docs/pagina.md', contentPath: 'docs/pagina.md', text, hash: markdown },
    { base: '/manual/', routeOf: () => undefined },
  );
  const problems = diagnostics.map(
    (d) => `${d.line}:${d.column} ${d.severity} ${d.message}${d.hint ? ` (${d.hint})` : ''} ${d.ruleId}`,
  );
  const files = doc.links.map((link) => `${link.position.line}:${link.position.column} ${link.kind} ${link.target}`);
  return { html: doc.html, problems, files };
}

describe('::video with a self-hosted file', () => {
  it('renders a native player with captions and a download link, and records each file at its line', () => {
    const { html, problems, files } = page(
      'Antes.\n\n::video{src="/videos/x.mp4" poster="capa.jpg" captions="/videos/x.vtt" title="Passeio"}',
    );
    expect(problems).toEqual([]);
    expect(html).toBe(
      '<p>Antes.</p>\n<figure class="video-file"><video controls preload="none" poster="/manual/docs/capa.jpg" ' +
        'aria-label="Passeio">' +
        '<source src="/manual/videos/x.mp4" type="video/mp4">' +
        '<track kind="captions" src="/manual/videos/x.vtt" srclang="pt-BR" label="Português (Brasil)" default>' +
        '<a href="/manual/videos/x.mp4" download class="video-fallback">Baixar o vídeo: Passeio</a></video>' +
        '<figcaption>Passeio · <a href="/manual/videos/x.mp4" download class="video-download">Baixar o ' +
        'vídeo</a></figcaption></figure>',
    );
    // The checker reports a missing one at the directive's line (test/build/video-site.test.ts).
    expect(files).toEqual(['7:1 site videos/x.mp4', '7:1 site videos/x.vtt', '7:1 asset docs/capa.jpg']);
  });

  it('leaves out the poster and the track when none is given', () => {
    const { html, problems } = page('::video{src="/videos/x.webm" title="Sem legendas"}');
    expect(problems).toEqual([]);
    expect(html).toContain(
      '<video controls preload="none" aria-label="Sem legendas"><source src="/manual/videos/x.webm" ' +
        'type="video/webm"><a ',
    );
    expect(html).not.toContain('<track');
  });

  it('takes the captions language from captionsLang, the site locale otherwise', () => {
    expect(page('::video{src="/v.mp4" captions="/v.vtt" captionsLang="es" title="T"}').html).toContain(
      'srclang="es" label="Espanhol"',
    );
  });

  it.each([
    [
      'an address of another site',
      '::video{src="https://cdn.example/x.mp4" title="T"}',
      'Video src "https://cdn.example/x.mp4" must be a file of the site',
    ],
    [
      'a file that is no video',
      '::video{src="/videos/x.avi" title="T"}',
      'Video src "/videos/x.avi" must be an .mp4, .webm or .ogv file',
    ],
    [
      'captions that are not WebVTT',
      '::video{src="/x.mp4" captions="/x.srt" title="T"}',
      'Video captions "/x.srt" must be a WebVTT (.vtt) file',
    ],
    [
      'a captions language that is no language',
      '::video{src="/x.mp4" captions="/x.vtt" captionsLang="pt_BR!" title="T"}',
      'Video captionsLang "pt_BR!" is not a language tag such as "pt-BR"',
    ],
  ])('is an error at its line for %s', (_case, markdown, message) => {
    expect(page(`Texto.\n\n${markdown}`).problems.filter((p) => p.includes(message))).toEqual([
      expect.stringMatching(/^7:1 error /),
    ]);
  });
});

describe('::video by name, from the config', () => {
  it('renders a self-hosted entry with its poster and captions, files recorded at the directive', () => {
    const { html, problems, files } = page('::video{name="tour" title="Passeio"}');
    expect(problems).toEqual([]);
    expect(html).toContain(
      '<video controls preload="none" poster="/manual/videos/tour.jpg" aria-label="Passeio"><source ' +
        'src="/manual/videos/tour.webm" type="video/webm"><track kind="captions" src="/manual/videos/tour.vtt" ' +
        'srclang="pt-BR"',
    );
    expect(files).toEqual(['5:1 site videos/tour.webm', '5:1 site videos/tour.vtt', '5:1 site videos/tour.jpg']);
    expect(page('::video{name="english" title="Tour"}').html).toContain('srclang="en" label="Inglês"');
  });

  it('renders a YouTube entry as the click-to-load facade', () => {
    const { html, problems } = page('::video{name="hosted" title="No YouTube"}');
    expect(problems).toEqual([]);
    expect(html).toBe(
      '<figure class="video" data-video-id="dQw4w9WgXcQ" data-video-title="No YouTube"><a ' +
        'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="video-facade" rel="noopener">No ' +
        'YouTube</a></figure>',
    );
  });

  it('renders nothing at all while the entry has no source, and the page goes on', () => {
    const { html, problems } = page('Antes.\n\n::video{name="em-producao" title="Em breve"}\n\nDepois.');
    expect(problems).toEqual([]);
    expect(html).toBe('<p>Antes.</p>\n<p>Depois.</p>');
  });

  it('is an error at its line for a name the config lacks, with the closest name', () => {
    expect(page('Texto.\n\n::video{name="tuor" title="T"}').problems).toEqual([
      `7:1 error Video "tuor" is not in the config's videos (did you mean tour?) video-name`,
    ]);
  });

  it('is an error to set a file attribute on the page: the config holds them', () => {
    expect(page('::video{name="tour" poster="/x.jpg" title="T"}').problems).toEqual([
      `5:1 error Video attribute "poster" goes with src="…" (set it in the config's videos) video-attribute`,
    ]);
  });
});

describe('::video errors common to every form', () => {
  it.each([
    ['no title', '::video{name="tour"}', '5:1 error Video directive needs a title="…" video-title'],
    [
      'no source',
      '::video{title="T"}',
      '5:1 error Video directive needs name="…" (a video of the config), src="…" (a file of the site) or id="…" (a ' +
        'YouTube id) video-source',
    ],
    [
      'two sources',
      '::video{name="tour" src="/x.mp4" title="T"}',
      '5:1 error Video directive takes one of name, src or id (got name and src) video-source',
    ],
    [
      'an unknown attribute',
      '::video{src="/x.mp4" caption="/x.vtt" title="T"}',
      '5:1 error Video directive has no attribute "caption" (use name, src, poster, captions, captionsLang, id or ' +
        'title) video-attribute',
    ],
    [
      'a bad YouTube id',
      '::video{id="x" title="T"}',
      '5:1 error Video directive needs an id="…" of 6–20 letters, digits, "-" or "_" (got "x") video-id',
    ],
  ])('%s', (_case, markdown, problem) => {
    expect(page(markdown).problems).toEqual([problem]);
  });
});

describe('videos in the config', () => {
  const problems = (value: unknown) => {
    try {
      parseConfig({ videos: value });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('accepts every form, an entry with no source included', () => {
    expect(problems(videos)).toEqual([]);
    expect(parseConfig({}).videos).toEqual({});
  });

  it.each([
    [{ a: { youtube: 'x' } }, 'videos.a.youtube: must be a YouTube video id: 6–20 letters, digits, "-" or "_"'],
    [
      { a: { src: 'videos/a.mp4' } },
      'videos.a.src: must be a path under static/, starting with "/", e.g. "/videos/implantacao.mp4"',
    ],
    [
      { a: { src: 'https://cdn.example/a.mp4' } },
      'videos.a.src: must be a path under static/, starting with "/", e.g. "/videos/implantacao.mp4"',
    ],
    [{ a: { youtube: 'dQw4w9WgXcQ', src: '/a.mp4' } }, 'videos.a: set youtube or src, not both'],
    [
      { a: { youtube: 'dQw4w9WgXcQ', captions: '/a.vtt' } },
      'videos.a: poster, captions and captionsLang apply to a self-hosted src; YouTube shows its own',
    ],
    [{ a: { source: '/a.mp4' } }, 'videos.a: Unrecognized key: "source"'],
  ])('names the key of a bad entry: %j', (value, problem) => {
    expect(problems(value)).toEqual([problem]);
  });
});
