// A search store for a generated corpus (bench/gen-corpus.ts), read straight from its Markdown:
// headings split sections, inline Markdown dropped. Enough to give the search files of a 5,000-page
// site without parsing and rendering 5,000 pages in a test.
import { generateCorpus } from '../../bench/corpus/generate.js';
import type { SearchStore } from '../../src/search/store.js';

const inline = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`|>]/g, ' ')
    .replace(/-{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

export function corpusStore(pages: number, seed = 'helpdocs'): SearchStore {
  const store: SearchStore = { pages: [], sections: [] };
  for (const file of generateCorpus({ pages, seed })) {
    if (!file.path.startsWith('content/') || !file.path.endsWith('.md')) continue;
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(file.content) ?? [];
    const title = /^title: "(.*)"$/m.exec(front)?.[1] ?? file.path;
    const description = /^description: "(.*)"$/m.exec(front)?.[1] ?? '';
    const page = store.pages.length;
    const route = `/manual/${file.path.slice('content/'.length, -'.md'.length).replace(/(^|\/)index$/, '')}/`.replace(
      /\/+/g,
      '/',
    );
    store.pages.push({ title, route, crumbs: [], description });
    const parts = body.replace(/```[\s\S]*?```/g, ' ').split(/^#{2,3} (.+)$/m);
    store.sections.push({ page, anchor: '', heading: '', text: inline(parts[0] ?? '') });
    for (let i = 1; i < parts.length; i += 2)
      store.sections.push({ page, anchor: slug(parts[i]!), heading: parts[i]!, text: inline(parts[i + 1] ?? '') });
  }
  return store;
}
