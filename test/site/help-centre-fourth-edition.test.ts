import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/sites.js';

// The goals of the help centre's fourth edition (issue 43), checked on the Markdown files of content/.

const contentRoot = path.join(repoRoot, 'content');
const glossaryPage = 'usuario/inicio/o-que-e.md';

async function readContent(pattern: string): Promise<Map<string, string>> {
  const files = (await glob(pattern, { cwd: contentRoot })).sort();
  return new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(path.join(contentRoot, file), 'utf8')] as const)),
  );
}

interface Term {
  id: string;
  /** The page the term's entry links to (content path), when it links to one. */
  target?: string;
}

/** The glossary's terms: each list item opens with its anchor, `<span id="…"></span>`, then `[**Term**](page)`. */
function glossaryTerms(markdown: string): Term[] {
  return [...markdown.matchAll(/^- <span id="([^"]+)"><\/span>\[\*\*[^*]+\*\*\]\(([^)#\s]+)?/gm)].map(
    ([, id, target]) => ({
      id: id ?? '',
      ...(target ? { target: path.posix.join(path.posix.dirname(glossaryPage), target) } : {}),
    }),
  );
}

/** Every link from `file` to the glossary page: its anchor and the words linked. */
function glossaryLinks(file: string, markdown: string): Array<{ anchor: string; text: string }> {
  return [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s#]+\.md)#([^)\s]+)\)/g)]
    .filter(([, , target]) => path.posix.join(path.posix.dirname(file), target ?? '') === glossaryPage)
    .map(([, text, , anchor]) => ({ anchor: anchor ?? '', text: text ?? '' }));
}

describe('the fourth edition checks', () => {
  it('read the terms of a glossary list and the glossary links of a page', () => {
    const list = '- <span id="carteira"></span>[**Carteira**](../modulos/clientes/index.md#x): Clientes.\n';
    expect(glossaryTerms(list)).toEqual([{ id: 'carteira', target: 'usuario/modulos/clientes/index.md' }]);
    expect(glossaryLinks('ajuda/a.md', '[carteira](../usuario/inicio/o-que-e.md#carteira) e [b](b.md#c)')).toEqual([
      { anchor: 'carteira', text: 'carteira' },
    ]);
  });
});

describe('the help centre holds to its fourth edition goals', async () => {
  const pages = await readContent('**/*.md');
  const terms = glossaryTerms(pages.get(glossaryPage) ?? '');
  const byId = new Map(terms.map((term) => [term.id, term]));

  it('gives every glossary term its own anchor', () => {
    expect(terms.length).toBeGreaterThanOrEqual(70);
    expect(new Set(terms.map((term) => term.id)).size).toBe(terms.length);
  });

  it('links terms, not the top of the glossary, and never back to the page the term is explained on', () => {
    const problems: string[] = [];
    let links = 0;
    for (const [file, text] of pages) {
      if (file === glossaryPage || file === 'index.md') continue;
      for (const { anchor, text: words } of glossaryLinks(file, text)) {
        links += 1;
        const term = byId.get(anchor);
        if (!term) problems.push(`${file}: [${words}] → #${anchor}, not a term`);
        else if (term.target === file) problems.push(`${file}: [${words}] → #${anchor}, whose entry links back here`);
      }
    }
    expect(problems).toEqual([]);
    expect(links).toBeGreaterThan(0);
  });

  it('keeps the register: no "linkam", "zooms", "umas N horas"', () => {
    const slips = [...pages].flatMap(([file, text]) =>
      [...text.matchAll(/\b(linkam|linka|zooms|umas \d+ horas)\b/gi)].map(([slip]) => `${file}: ${slip}`),
    );
    expect(slips).toEqual([]);
  });

  it('gives the unrecorded video estimated durations only', () => {
    const video = pages.get('implantacao/video/video-implantacao-completa.md') ?? '';
    expect(video).toContain('duração estimada');
    expect(video).not.toMatch(/\d+ min \d+ s|\b\d\d:\d\d\b/);
  });
});
