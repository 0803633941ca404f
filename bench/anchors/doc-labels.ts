// Sidebar labels of a copied corpus, read from each doc's front matter as Docusaurus reads them:
// `sidebar_label` when present, else `title`. Rspress and Starlight sidebars link docs by label.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

interface LabelFrontMatter {
  readonly title?: unknown;
  readonly sidebar_label?: unknown;
}

export async function docLabel(contentDir: string, id: string): Promise<string> {
  const text = await readFile(path.join(contentDir, `${id}.md`), 'utf8');
  const block = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1];
  const data = (block === undefined ? {} : parse(block)) as LabelFrontMatter;
  for (const label of [data.sidebar_label, data.title]) if (typeof label === 'string' && label !== '') return label;
  return id;
}
