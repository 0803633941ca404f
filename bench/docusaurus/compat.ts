// The Docusaurus compatibility run: builds real Docusaurus sites (copies in the cache folder, see
// sites.json) with the packed working tree of helpdocs and compares each with Docusaurus's own build.
// Usage: npx tsx bench/docusaurus/compat.ts [--site name ...] [--held-out] [--all] [--markdown] [--reuse-pack]
//   [--from-reports]
//   default: every site not held out; --held-out: only the held-out ones; --all: both; --reuse-pack: the
//   tarball the last run packed instead of packing again; --from-reports: no build, the lines and table
//   from the report files the last runs wrote.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownTable, siteLine, summaryLines } from './format.js';
import { installInto, lastTarball, packHelpdocs } from './pack.js';
import { runHelpdocs } from './run-helpdocs.js';
import { siteReport, type SiteReport } from './site-report.js';
import { BENCH_DIR, cachePaths, readRoutes, readSites, selectSites, siteFolder } from './sites.js';

interface Options {
  names: string[];
  heldOut: boolean;
  all: boolean;
  markdown: boolean;
  reusePack: boolean;
  fromReports: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    names: [],
    heldOut: false,
    all: false,
    markdown: false,
    reusePack: false,
    fromReports: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--site') {
      const name = argv[++i];
      if (!name) throw new Error('--site needs a name');
      options.names.push(name);
    } else if (arg === '--held-out') options.heldOut = true;
    else if (arg === '--all') options.all = true;
    else if (arg === '--markdown') options.markdown = true;
    else if (arg === '--reuse-pack') options.reusePack = true;
    else if (arg === '--from-reports') options.fromReports = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const sites = selectSites(readSites(), options);
  if (sites.length === 0) {
    console.error('no site selected (sites.json lists the sites)');
    process.exit(2);
  }
  if (options.fromReports) {
    const reports = sites
      .map((site) => cachePaths(site.name).report)
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as SiteReport);
    print(reports, options.markdown);
    return;
  }
  const repoRoot = path.resolve(BENCH_DIR, '..', '..');
  const reused = options.reusePack ? lastTarball() : undefined;
  if (!reused) console.error(`packing helpdocs from ${repoRoot}…`);
  const tarball = reused ?? packHelpdocs(repoRoot);
  console.error(`${path.basename(tarball.file)} sha256 ${tarball.sha256.slice(0, 12)}`);
  const reports: SiteReport[] = [];
  for (const site of sites) {
    const paths = cachePaths(site.name);
    const dir = siteFolder(site);
    if (!existsSync(dir) || !existsSync(paths.reference)) {
      console.log(`${site.name}: skipped (no copy or no reference build in the cache)`);
      continue;
    }
    try {
      installInto(dir, tarball);
    } catch (error) {
      console.log(`${site.name}: skipped (installing the tarball failed: ${(error as Error).message.split('\n')[0]})`);
      continue;
    }
    const run = await runHelpdocs(dir, paths.helpdocs);
    const report = siteReport(site, readRoutes(site.name), paths.reference, paths.helpdocs, run);
    mkdirSync(path.dirname(paths.report), { recursive: true });
    writeFileSync(paths.report, `${JSON.stringify(report, null, 2)}\n`);
    reports.push(report);
    console.log(siteLine(report));
  }
  console.log('');
  print(reports, options.markdown, false);
}

function print(reports: readonly SiteReport[], markdown: boolean, lines = true): void {
  if (lines) for (const report of reports) console.log(siteLine(report));
  for (const line of summaryLines(reports)) console.log(line);
  if (markdown) {
    console.log('');
    console.log(markdownTable(reports));
  }
}

await main();
