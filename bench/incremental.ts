// Builds with the persistent cache, and Hugo beside them (bench/anchors/hugo.ts): for one site, cold
// with a cache (what the cache costs a cold build), warm with nothing changed, warm with one doc
// changed; Hugo cold and after one doc changed. Part of `npm run bench`.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { clearHugoOutput, prepareHugoSite } from './anchors/hugo.js';
import { formatRun, measure, type CommandSpec, type MeasureOptions, type MeasureSummary } from './measure.js';

export interface IncrementalFigure {
  size: string;
  label: string;
  pages: number;
  coldWithCache: MeasureSummary;
  warmNothingChanged: MeasureSummary;
  warmOneDocChanged: MeasureSummary;
  hugo?: { cold: MeasureSummary; warmOneDocChanged: MeasureSummary; pages: number };
  commands: string[];
}

export interface IncrementalSite {
  size: string;
  label: string;
  root: string;
  pages: number;
  contentDir: string;
}

/** Each call gives the doc a different last line, so every run has exactly one doc to parse again. */
function docEditor(file: string): () => Promise<void> {
  let edits = 0;
  let original: string | undefined;
  return async () => {
    original ??= await readFile(file, 'utf8');
    await writeFile(file, `${original}\nEdição ${++edits} para a medida.\n`);
  };
}

export async function incrementalFigure(
  site: IncrementalSite,
  work: string,
  cli: string,
  runs: number,
  base: MeasureOptions,
): Promise<IncrementalFigure> {
  const out = path.join(work, `out-warm-${site.size}`);
  const cacheDir = path.join(work, `cache-${site.size}`);
  const spec: CommandSpec = {
    command: process.execPath,
    args: [cli, 'build', '--root', site.root, '--out', out, '--cache-dir', cacheDir, '--quiet'],
  };
  const log = (what: string) => (run: Parameters<NonNullable<MeasureOptions['onRun']>>[0], attempt: number) =>
    console.log(`  ${what} run ${attempt}: ${formatRun(run)}`);
  const docs = (await glob('**/*.md', { cwd: site.contentDir })).sort();
  const edited = path.join(site.contentDir, docs[Math.floor(docs.length / 2)]!);
  const editDoc = docEditor(edited);
  const original = await readFile(edited, 'utf8');
  try {
    console.log(`${site.label}: cold builds with the cache, then warm`);
    const coldWithCache = await measure(spec, {
      ...base,
      runs,
      beforeEach: async () =>
        void (await Promise.all([
          rm(out, { recursive: true, force: true }),
          rm(cacheDir, { recursive: true, force: true }),
        ])),
      onRun: log('cold, with cache'),
    });
    const warmNothingChanged = await measure(spec, { ...base, runs, onRun: log('warm, nothing changed') });
    const warmOneDocChanged = await measure(spec, {
      ...base,
      runs,
      beforeEach: editDoc,
      onRun: log('warm, one doc changed'),
    });
    const figure: IncrementalFigure = {
      size: site.size,
      label: site.label,
      pages: site.pages,
      coldWithCache,
      warmNothingChanged,
      warmOneDocChanged,
      commands: [`node bin/helpdocs.js build --root ${site.label} --out … --cache-dir …`],
    };
    await writeFile(edited, original);
    const hugoDir = path.join(work, `hugo-${site.size}`);
    const hugo = await prepareHugoSite(site.contentDir, hugoDir);
    const editHugoDoc = docEditor(
      path.join(hugoDir, 'content', path.relative(site.contentDir, edited).replace(/(^|\/)index\.md$/, '$1_index.md')),
    );
    console.log(`${site.label}: Hugo`);
    const cold = await measure(hugo, {
      ...base,
      runs,
      beforeEach: () => clearHugoOutput(hugoDir),
      onRun: log('hugo cold'),
    });
    const hugoWarm = await measure(hugo, {
      ...base,
      runs,
      beforeEach: editHugoDoc,
      onRun: log('hugo, one doc changed'),
    });
    const hugoPages = (await glob('**/index.html', { cwd: path.join(hugoDir, 'public') })).length;
    figure.hugo = { cold, warmOneDocChanged: hugoWarm, pages: hugoPages };
    figure.commands.push(`hugo --quiet --source ${path.relative(process.cwd(), hugoDir)} (bench/anchors/hugo/)`);
    return figure;
  } finally {
    await writeFile(edited, original);
  }
}
