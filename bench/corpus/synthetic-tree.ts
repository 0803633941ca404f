// A site of any size shaped like a grown help centre: more areas (one sidebar each) as it grows,
// each about the size of the help centre's sidebars (12–53 docs), split into categories of about
// 8–20 docs, each sub-folder opened by its index.md. Sidebars do not grow with the site: a large
// documentation site has more product areas, not longer menus.
import { area, category, doc, type AreaSpec, type DocSpec, type FolderSpec, type Redirect, type SiteSpec } from './model.js';
import { placeDocs, routeOf } from './placement.js';
import { docTitle, folderLabel } from './prose.js';
import { Random } from './random.js';
import { fileSlug } from './slugs.js';
import * as words from './words.js';

const maxDocsPerFolder = 20;
const maxSubfolders = 8;
/** The help centre's three sidebars hold 93 docs: about 30 each; a grown one, a little more. */
const pagesPerArea = 40;
const redirectCount = 8;

const areaNames = [
  ['ajuda', 'ajudaSidebar'],
  ['implantacao', 'implantacaoSidebar'],
  ['usuario', 'usuarioSidebar'],
  ['financeiro', 'financeiroSidebar'],
  ['comercial', 'comercialSidebar'],
  ['fiscal', 'fiscalSidebar'],
  ['logistica', 'logisticaSidebar'],
  ['cadastros', 'cadastrosSidebar'],
] as const;

/**
 * Names already taken in one folder: a doc `x.md` and a folder `x/` would publish the same route, and
 * so would `x/index.md` and `x/x.md` (a doc named like its folder is the folder's index).
 */
class FolderNames {
  readonly #taken: Set<string>;

  constructor(folderName: string) {
    this.#taken = new Set(['index', folderName]);
  }

  claim(text: string): string {
    const base = fileSlug(text);
    let name = base;
    for (let n = 2; this.#taken.has(name); n++) name = `${base}-${n}`;
    this.#taken.add(name);
    return name;
  }
}

function tagsFor(random: Random): string[] {
  return random.sample(words.tags, random.int(1, 4));
}

/** Splits `total` into `parts` shares of similar size, none below a third of the average. */
function split(random: Random, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => random.int(6, 12));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / weightSum));
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; left > 0; i = (i + 1) % parts, left--) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}

interface FolderContent {
  readonly index?: DocSpec;
  readonly items: (DocSpec | FolderSpec)[];
}

/** `budget` docs in this folder and below, its index.md included when `label` is given. */
function fillFolder(random: Random, budget: number, label: string | undefined, folderName: string): FolderContent {
  let localDocs = budget <= maxDocsPerFolder ? budget : random.int(8, 14);
  let rest = budget - localDocs;
  if (rest > 0 && rest < 8) {
    localDocs += rest; // too few for sub-folders of a useful size
    rest = 0;
  }
  const names = new FolderNames(folderName);
  const items: (DocSpec | FolderSpec)[] = [];
  const index = label === undefined ? undefined : doc('index', label, tagsFor(random), 'Visão geral');
  for (let i = index === undefined ? 0 : 1; i < localDocs; i++) {
    const title = docTitle(random);
    items.push(doc(names.claim(title), title, tagsFor(random)));
  }
  if (rest > 0) {
    const folderCount = Math.min(maxSubfolders, Math.max(2, Math.ceil(rest / maxDocsPerFolder)));
    for (const share of split(random, rest, folderCount)) {
      const subLabel = folderLabel(random);
      const name = names.claim(subLabel);
      const content = fillFolder(random, share, subLabel, name);
      items.push(category(name, subLabel, content.items, content.index));
    }
  }
  return index === undefined ? { items } : { index, items };
}

/** `ajuda`, `implantacao`, …, then `ajuda-2`, `implantacao-2`, …: one folder and sidebar per area. */
function areaName(i: number): [dir: string, sidebarName: string] {
  const [dir, sidebarName] = areaNames[i % areaNames.length]!;
  const round = Math.floor(i / areaNames.length);
  return round === 0 ? [dir, sidebarName] : [`${dir}-${round + 1}`, sidebarName.replace(/Sidebar$/, `${round + 1}Sidebar`)];
}

function areasFor(random: Random, pages: number): AreaSpec[] {
  const areaCount = Math.max(3, Math.round(pages / pagesPerArea));
  const shares = split(random, pages, areaCount);
  return shares.map((share, i) => {
    const [dir, sidebarName] = areaName(i);
    return area(sidebarName, dir, fillFolder(random, share, undefined, dir).items);
  });
}

/** Pages that "moved" one folder down: the old route is the doc's name in the parent folder. */
function redirectsFor(random: Random, site: Omit<SiteSpec, 'redirects'>): Redirect[] {
  const everyDoc = placeDocs({ ...site, redirects: [] });
  const docs = everyDoc.filter((placed) => placed.spec.name !== 'index');
  const taken = new Set(everyDoc.map((placed) => routeOf(placed.id)));
  const redirects: Redirect[] = [];
  for (const placed of random.shuffle(docs)) {
    if (redirects.length === redirectCount) break;
    const parent = placed.folder.split('/').slice(0, -1).join('/');
    if (parent === '') continue;
    const from = `${parent}/${placed.spec.name}`;
    if (taken.has(from)) continue;
    taken.add(from);
    redirects.push({ from: `/${from}`, to: `/${placed.id}` });
  }
  return redirects.sort((a, b) => (a.from < b.from ? -1 : 1));
}

export function syntheticSite(pages: number, seed: string): SiteSpec {
  if (pages < 40) throw new Error(`A synthetic site needs at least 40 pages (got ${pages}).`);
  const random = new Random(`${seed}:tree:${pages}`);
  const home = doc('index', 'Central de Ajuda do Vértice', ['primeiros passos']);
  const site = { home, areas: areasFor(random, pages - 1) };
  return { ...site, redirects: redirectsFor(random, site) };
}
