// Docusaurus's own fixture sites (its content plugins' test fixtures, recreated outside the repository in
// <cache>/docusaurus-fixtures/<name>/) built with helpdocs and compared with what Docusaurus's tests expect of them
// (<cache>/docusaurus-fixtures/expectations.json): per fixture and field, how many of the compared values agree.
// Usage: npx tsx bench/docusaurus/fixture-sites.ts [--cache <dir>] [--markdown] [--verbose]
//   (the cache folder: COMPAT_CACHE, or /work/compat-cache; --markdown: the table alone; --verbose: with the errors)
import path from 'node:path';
import { build } from '../../src/build.js';
import type { Site } from '../../src/core/model.js';
import {
  type BuiltDoc,
  builtEntries,
  comparablePermalink,
  type ExpectedDoc,
  type FixtureExpectations,
  readExpectations,
  sidebarOutline,
} from './fixture-expectations.js';

const FIELDS = [
  'built',
  'id',
  'permalink',
  'title',
  'label',
  'order',
  'category',
  'file',
  'version',
  'drafts',
  'refused',
];
type Field = (typeof FIELDS)[number];

interface Tally {
  agree: number;
  compared: number;
}

interface FixtureResult {
  name: string;
  tallies: Map<Field, Tally>;
  disagreements: string[];
  errors: string[];
}

function count(result: FixtureResult, field: Field, agrees: boolean, what: string, got: unknown, want: unknown) {
  const tally = result.tallies.get(field) ?? { agree: 0, compared: 0 };
  tally.compared += 1;
  if (agrees) tally.agree += 1;
  else
    result.disagreements.push(
      `${field} of ${what}: helpdocs ${JSON.stringify(got)}, Docusaurus ${JSON.stringify(want)}`,
    );
  result.tallies.set(field, tally);
}

function compareDoc(result: FixtureResult, want: ExpectedDoc, got: BuiltDoc | undefined): void {
  count(result, 'built', got !== undefined, want.source, got === undefined ? 'missing' : 'built', 'built');
  if (!got) return;
  if (want.id !== undefined) count(result, 'id', got.id === want.id, want.source, got.id, want.id);
  if (want.permalink !== undefined) {
    const [mine, theirs] = [comparablePermalink(got.permalink), comparablePermalink(want.permalink)];
    count(result, 'permalink', mine === theirs, want.source, mine, theirs);
  }
  if (want.title !== undefined) count(result, 'title', got.title === want.title, want.source, got.title, want.title);
  if (want.sidebarLabel !== undefined) {
    const label = got.sidebarLabel;
    count(result, 'label', label === want.sidebarLabel, want.source, label, want.sidebarLabel);
  }
  if (want.builtFrom !== undefined) {
    count(result, 'file', got.file === want.builtFrom, want.source, got.file, want.builtFrom);
  }
}

/** A version's path: the longest common folder of its docs' permalinks. */
function versionPath(site: Site): string {
  const split = site.docs.map((doc) => comparablePermalink(doc.route).split('/'));
  const first = split[0] ?? [];
  let length = first.length;
  for (const segments of split) {
    let same = 0;
    while (same < Math.min(length, segments.length) && segments[same] === first[same]) same += 1;
    length = same;
  }
  return first.slice(0, length).join('/') || '/';
}

function versionOf(site: Site): string {
  const file = site.docs[0]?.source.path ?? '';
  return /^versioned_docs\/version-([^/]+)\//.exec(file)?.[1] ?? 'current';
}

async function compareFixture(fixturesDir: string, name: string, want: FixtureExpectations): Promise<FixtureResult> {
  const result: FixtureResult = { name, tallies: new Map(), disagreements: [], errors: [] };
  let built: Awaited<ReturnType<typeof build>>;
  try {
    built = await build({ root: path.join(fixturesDir, name), write: false });
  } catch (error) {
    // A build that cannot run agrees on nothing: every expected value is counted as compared.
    result.errors = [error instanceof Error ? error.message : String(error)];
    built = { diagnostics: [], locales: [] } as unknown as Awaited<ReturnType<typeof build>>;
  }
  result.errors.push(...built.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}: ${d.message}`));
  const defaultLocale = built.locales[0]?.locale;
  const sites = built.locales.filter((entry) => entry.locale === defaultLocale).map((entry) => entry.site);
  const { docs, posts } = builtEntries(sites);
  const find = (map: Map<string, BuiltDoc>, doc: ExpectedDoc) =>
    map.get(doc.source) ?? (doc.builtFrom === undefined ? undefined : map.get(doc.builtFrom));
  for (const doc of want.docs ?? []) compareDoc(result, doc, find(docs, doc));
  for (const post of want.posts ?? []) compareDoc(result, post, find(posts, post));
  if (want.sidebarOrder !== undefined) {
    const order = sites[0] ? sidebarOutline(sites[0]).docIds : [];
    const agrees = JSON.stringify(order) === JSON.stringify(want.sidebarOrder);
    count(result, 'order', agrees, 'the sidebar', order, want.sidebarOrder);
  }
  const labels = sites[0] ? sidebarOutline(sites[0]).categoryLabels : [];
  for (const [index, label] of (want.categoryLabels ?? []).entries()) {
    count(result, 'category', labels[index] === label, `category ${index + 1}`, labels[index], label);
  }
  for (const version of want.versions ?? []) {
    const site = sites.find((candidate) => versionOf(candidate) === version.name);
    const got = site ? versionPath(site) : 'missing';
    count(result, 'version', got === version.path, `version ${version.name}`, got, version.path);
  }
  for (const file of want.refused ?? []) {
    const refused = built.diagnostics.some((d) => d.severity === 'error' && d.file === file);
    count(result, 'refused', refused, file, refused ? 'an error' : 'no error', 'an error');
  }
  for (const file of want.absent ?? []) {
    const present = docs.has(file) || posts.has(file);
    count(result, 'drafts', !present, file, present ? 'built' : 'left out', 'left out');
  }
  return result;
}

function cell(tally: Tally | undefined): string {
  return tally ? `${tally.agree}/${tally.compared}` : '–';
}

function table(results: readonly FixtureResult[]): string[] {
  const used = FIELDS.filter((field) => results.some((result) => result.tallies.has(field)));
  const total = (result: FixtureResult) =>
    [...result.tallies.values()].reduce(
      (sum, t) => ({ agree: sum.agree + t.agree, compared: sum.compared + t.compared }),
      {
        agree: 0,
        compared: 0,
      },
    );
  const lines = [`| site | ${used.join(' | ')} | all | err |`, `|---|${used.map(() => '---|').join('')}---|---|`];
  for (const result of results) {
    const cells = used.map((field) => cell(result.tallies.get(field)));
    lines.push(`| ${result.name} | ${cells.join(' | ')} | ${cell(total(result))} | ${result.errors.length} |`);
  }
  const sums = used.map((field) => {
    const tallies = results.map((result) => result.tallies.get(field)).filter((t): t is Tally => t !== undefined);
    return cell(tallies.reduce((sum, t) => ({ agree: sum.agree + t.agree, compared: sum.compared + t.compared })));
  });
  const all = results
    .map(total)
    .reduce((sum, t) => ({ agree: sum.agree + t.agree, compared: sum.compared + t.compared }));
  lines.push(`| **all** | ${sums.join(' | ')} | ${cell(all)} | ${results.reduce((n, r) => n + r.errors.length, 0)} |`);
  return lines;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const cacheIndex = argv.indexOf('--cache');
  const cache = cacheIndex >= 0 ? (argv[cacheIndex + 1] ?? '') : (process.env.COMPAT_CACHE ?? '/work/compat-cache');
  const fixturesDir = path.join(cache, 'docusaurus-fixtures');
  const expectations = readExpectations(fixturesDir);
  const results: FixtureResult[] = [];
  for (const [name, want] of Object.entries(expectations)) results.push(await compareFixture(fixturesDir, name, want));
  console.log(table(results).join('\n'));
  if (argv.includes('--markdown')) return;
  for (const result of results) {
    const lines = [...result.disagreements, ...(argv.includes('--verbose') ? result.errors : [])];
    if (lines.length > 0) console.log(`\n${result.name}:\n  ${lines.join('\n  ')}`);
  }
}

await main();
