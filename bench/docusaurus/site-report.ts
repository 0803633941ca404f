// Compares helpdocs's build of one site with Docusaurus's: routes present/expected (all, and docs),
// dead internal links in helpdocs's HTML, pages whose main text differs by more than 10 %, warnings by
// rule and the first errors. The full details go to the report file; the summary to the table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docRoutes } from './doc-routes.js';
import { type DeadLink, deadLinksOf, linkTargetsOf, type ReferencePage } from './links.js';
import { pageWords, wordDiff } from './main-text.js';
import type { Diagnostic, HelpdocsRun } from './run-helpdocs.js';
import { routeFiles, routeOfFile } from './routes.js';
import type { Site } from './sites.js';

export const TEXT_THRESHOLD = 0.1;

export interface TextDifference {
  route: string;
  ratio: number;
  reference: number;
  candidate: number;
  sampleMissing: string[];
  sampleExtra: string[];
}

export interface SiteReport {
  name: string;
  heldOut: boolean;
  exitCode: number | null;
  timedOut: boolean;
  wallMs: number;
  /** Set when helpdocs could not build at all (its JSON `error`, or no JSON). */
  failure?: string;
  /** Pages helpdocs counted (its `--json` stats), written or not: a measure even when errors stop the writing. */
  helpdocsPages?: number;
  routes: { expected: number; present: number; extra: number; missing: string[] };
  docs: { expected: number; present: number; missing: string[] };
  /** Links to no file of helpdocs's build; `deadInReference` more lead to no file of Docusaurus's either. */
  deadLinks: { count: number; targets: number; pages: number; sample: DeadLink[]; deadInReference?: number };
  /** `compared` leaves out redirect pages (`redirects`: routes both wrote where either is one). */
  text: { compared: number; redirects: number; differing: number; differingDocs: number; worst: TextDifference[] };
  warnings: Record<string, number>;
  errors: number;
  firstErrors: string[];
  errorsByRule: Record<string, number>;
  /** Every diagnostic of the `--json` report. */
  diagnostics: Diagnostic[];
  stderrTail: string;
}

function allFiles(dir: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      files.add(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files;
}

/** A page whose only job is to send the browser elsewhere (`<meta http-equiv="refresh">`). */
export function isRedirectPage(html: string): boolean {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html);
}

export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
}

/**
 * Where the site's pages start in helpdocs's output: the output folder, or its `<baseUrl>` folder when
 * helpdocs wrote the pages there (Docusaurus's build folder is the baseUrl itself).
 */
export function pagesRoot(outDir: string, baseUrl: string): string {
  const nested = path.join(outDir, ...baseUrl.split('/').filter(Boolean));
  return nested !== outDir && existsSync(nested) ? nested : outDir;
}

export function siteReport(
  site: Site,
  expectedRoutes: readonly string[],
  referenceDir: string,
  outDir: string,
  run: HelpdocsRun,
): SiteReport {
  const helpdocsDir = pagesRoot(outDir, site.baseUrl);
  const scope = {
    docsBases: site.docsBases,
    locales: site.locales,
    ...(site.docPaths ? { docPaths: site.docPaths } : {}),
  };
  const ours = existsSync(helpdocsDir) ? routeFiles(helpdocsDir) : new Map<string, string>();
  const theirs = existsSync(referenceDir) ? routeFiles(referenceDir) : new Map<string, string>();
  const expectedDocs = docRoutes(expectedRoutes, scope);
  const expectedSet = new Set(expectedRoutes);

  // Dead links, over every HTML file helpdocs wrote.
  const files = allFiles(helpdocsDir);
  const referenceFiles = existsSync(referenceDir) ? allFiles(referenceDir) : undefined;
  const referencePage = (file: string): ReferencePage | undefined => {
    const route = routeOfFile(file);
    const reference = route === undefined ? undefined : theirs.get(route);
    if (!referenceFiles) return undefined;
    if (!reference) return { files: referenceFiles, targets: undefined };
    const html = readFileSync(path.join(referenceDir, reference), 'utf8');
    return { files: referenceFiles, targets: linkTargetsOf(html, reference, site) };
  };
  const found: DeadLink[] = [];
  for (const file of [...files].filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(helpdocsDir, file), 'utf8');
    found.push(...deadLinksOf(html, file, files, site, referencePage(file)));
  }
  const dead = found.filter((link) => link.reason !== 'dead-in-reference');
  const deadInReference = found.length - dead.length;

  // Main text, page by page, on the routes both wrote.
  const differences: TextDifference[] = [];
  let compared = 0;
  let redirects = 0;
  for (const route of expectedRoutes) {
    const mine = ours.get(route);
    const reference = theirs.get(route);
    if (!mine || !reference) continue;
    const theirHtml = readFileSync(path.join(referenceDir, reference), 'utf8');
    const myHtml = readFileSync(path.join(helpdocsDir, mine), 'utf8');
    // A redirect page (client redirects) has no main text on either side worth comparing.
    if (isRedirectPage(theirHtml) || isRedirectPage(myHtml)) {
      redirects++;
      continue;
    }
    compared++;
    const diff = wordDiff(...pageWords(theirHtml, myHtml));
    if (diff.ratio > TEXT_THRESHOLD) {
      differences.push({
        route,
        ratio: Math.round(diff.ratio * 1000) / 1000,
        reference: diff.reference,
        candidate: diff.candidate,
        sampleMissing: diff.sampleMissing,
        sampleExtra: diff.sampleExtra,
      });
    }
  }
  differences.sort((a, b) => b.ratio - a.ratio);
  const docSet = new Set(expectedDocs);

  const diagnostics = run.report?.diagnostics ?? [];
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const failure = run.timedOut
    ? 'timed out'
    : run.report?.error
      ? `${run.report.error.kind}: ${run.report.error.message}`
      : run.report
        ? undefined
        : `no JSON report (exit ${run.exitCode ?? run.signal})`;
  return {
    name: site.name,
    heldOut: site.heldOut,
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    wallMs: run.wallMs,
    ...(failure ? { failure } : {}),
    ...(run.report?.pages !== undefined ? { helpdocsPages: run.report.pages } : {}),
    routes: {
      expected: expectedRoutes.length,
      present: expectedRoutes.filter((r) => ours.has(r)).length,
      extra: [...ours.keys()].filter((r) => !expectedSet.has(r)).length,
      missing: expectedRoutes.filter((r) => !ours.has(r)),
    },
    docs: {
      expected: expectedDocs.length,
      present: expectedDocs.filter((r) => ours.has(r)).length,
      missing: expectedDocs.filter((r) => !ours.has(r)),
    },
    deadLinks: {
      deadInReference,
      count: dead.length,
      targets: new Set(dead.map((d) => d.href)).size,
      pages: new Set(dead.map((d) => d.page)).size,
      sample: dead.slice(0, 200),
    },
    text: {
      compared,
      redirects,
      differing: differences.length,
      differingDocs: differences.filter((d) => docSet.has(d.route)).length,
      worst: differences.slice(0, 100),
    },
    warnings: countBy(
      diagnostics.filter((d) => d.severity === 'warning'),
      (d) => d.ruleId,
    ),
    errors: run.report ? run.report.errors : 1,
    firstErrors: errors.slice(0, 3).map((d) => `${d.file}:${d.line}: ${d.message} (${d.ruleId})`),
    errorsByRule: countBy(errors, (d) => d.ruleId),
    diagnostics,
    stderrTail: run.stderrTail,
  };
}
