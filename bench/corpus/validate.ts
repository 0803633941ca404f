// Checks a generated corpus against the rules both tools enforce, so a failed benchmark build
// points at the tool and not at the corpus: links and anchors resolve, every doc is in exactly one
// sidebar, redirects lead to pages, front matter has the expected fields, and the text is MDX-safe.
import GithubSlugger from 'github-slugger';
import path from 'node:path';
import type { CorpusFile } from './generate.js';
import { routeOf } from './placement.js';
import type { SidebarItem, Sidebars } from './sidebars.js';

const linkPattern = /\]\(([^)\s]+)\)/g;

function withoutFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```$/gm, '');
}

function bodyOf(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** Heading ids as GitHub's slugger numbers them, repeats included. */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = withoutFences(bodyOf(markdown)).match(/^#{2,3} .+$/gm) ?? [];
  return new Set(headings.map((line) => slugger.slug(line.replace(/^#+ /, ''))));
}

function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [item] : [...(item.link === undefined ? [] : [item.link.id]), ...sidebarDocIds(item.items)],
  );
}

function checkPage(file: CorpusFile, docs: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const say = (message: string): number => problems.push(`${file.path}: ${message}`);
  const front = /^---\n([\s\S]*?)\n---\n/.exec(file.content)?.[1] ?? '';
  if (!/^title: "[^"]+"$/m.test(front)) say('no quoted title');
  const description = /^description: "([^"]+)"$/m.exec(front)?.[1];
  if (description === undefined || description.length > 160) say('description missing or longer than 160 characters');
  const tags = /^tags: \[(.+)\]$/m.exec(front)?.[1]?.split(', ') ?? [];
  if (tags.length === 0 || tags.some((tag) => tag !== tag.toLowerCase())) say('tags missing or not lowercase');

  const prose = withoutFences(bodyOf(file.content));
  if (/^(#|####+) /m.test(prose)) say('heading other than ## or ###');
  if (/[{}<>]/.test(prose.replace(/`[^`\n]*`/g, ''))) say('brace or angle bracket outside code (MDX would reject it)');
  for (const match of prose.matchAll(/^:::(\w+.*)$/gm)) {
    const after = prose.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 2);
    if (after !== '\n\n') say(`admonition ${match[1] ?? ''} without a blank line after its opening`);
  }
  const from = path.posix.dirname(file.path);
  for (const [, href = ''] of prose.matchAll(linkPattern)) {
    const [target = '', anchor] = href.split('#');
    const targetPath = path.posix.normalize(path.posix.join(from, target));
    const targetText = docs.get(targetPath);
    if (targetText === undefined) say(`link ${href} points nowhere`);
    else if (anchor !== undefined && !anchorsOf(targetText).has(anchor)) say(`link ${href} names a missing anchor`);
  }
  return problems;
}

export function validateCorpus(files: readonly CorpusFile[]): string[] {
  const docs = new Map(files.filter((file) => file.path.startsWith('content/')).map((file) => [file.path, file.content]));
  const text = (name: string): string => files.find((file) => file.path === name)?.content ?? 'null';
  const problems = [...docs.keys()].flatMap((key) => checkPage({ path: key, content: docs.get(key) ?? '' }, docs));

  const ids = [...docs.keys()].map((file) => file.slice('content/'.length, -'.md'.length));
  const listed = Object.values(JSON.parse(text('sidebars.json')) as Sidebars).flatMap(sidebarDocIds);
  const counts = new Map<string, number>();
  for (const id of listed) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of ids) {
    const count = counts.get(id) ?? 0;
    if (id !== 'index' && count !== 1) problems.push(`sidebars.json: ${id} appears ${count} times`);
  }
  for (const id of counts.keys()) if (!ids.includes(id)) problems.push(`sidebars.json: unknown doc ${id}`);

  const routes = new Set<string>();
  for (const id of ids) {
    if (routes.has(routeOf(id))) problems.push(`${id}: another doc has the route /${routeOf(id)}/`);
    routes.add(routeOf(id));
  }
  for (const redirect of JSON.parse(text('redirects.json')) as { from: string; to: string }[]) {
    if (routes.has(redirect.from.slice(1))) problems.push(`redirects.json: ${redirect.from} is also a page`);
    if (!ids.includes(redirect.to.slice(1))) problems.push(`redirects.json: ${redirect.to} is not a doc`);
  }
  if (!files.some((file) => file.path === 'helpdocs.config.ts')) problems.push('helpdocs.config.ts missing');
  return problems;
}
