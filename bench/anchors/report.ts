// The shape of bench/.work/anchors.json: what the comparison tools measured, one record per tool and corpus,
// read by the main benchmark to give helpdocs/anchor ratios corpus by corpus.
import { readFile } from 'node:fs/promises';
import type { RunResult } from '../measure.js';
import type { Spread } from '../measure/stats.js';
import type { Bytes, PageWeight } from '../page-weight.js';
import type { LoadedPageWeight } from '../page-weight-browser.js';

export interface AnchorBuild {
  readonly tool: string;
  /** Folder name under bench/.work/, e.g. `corpus-93`. */
  readonly corpus: string;
  readonly pages: number;
  readonly seed: string;
  readonly command: string;
  readonly wallMs: Spread;
  readonly cpuMs: Spread;
  readonly peakRssBytes: Spread;
  readonly runs: readonly RunResult[];
  /** Runs left out because other processes used more than 10% of the cores meanwhile. */
  readonly disturbedRuns: readonly RunResult[];
}

export interface AnchorPageWeight {
  readonly tool: string;
  readonly corpus: string;
  /** Doc id of the page weighed; the main benchmark weighs the same page. */
  readonly docId: string;
  readonly url: string;
  /** From the HTML's own tags and their static imports. */
  readonly static: Pick<PageWeight, 'html' | 'css' | 'js' | 'prefetchedJs'>;
  /** As loaded by headless Chromium until the network is idle (absent when Chromium is not installed). */
  readonly loaded?: Pick<LoadedPageWeight, 'html' | 'css' | 'js' | 'prefetchedJs' | 'viewport'> & {
    readonly scripts: number;
  };
}

export interface AnchorsReport {
  readonly machine: {
    readonly cpus: number;
    readonly cpuModel: string;
    readonly memoryBytes: number;
    readonly node: string;
  };
  readonly builds: readonly AnchorBuild[];
  readonly pageWeights: readonly AnchorPageWeight[];
}

export type { Bytes };

/** The peers `npm run bench:anchors` builds; a record's `tool` is one of these, a space, then its version. */
export const anchorToolNames = ['docusaurus', 'rspress', 'starlight'] as const;
export type AnchorToolName = (typeof anchorToolNames)[number];

export const anchorToolTitles: Readonly<Record<AnchorToolName, string>> = {
  docusaurus: 'Docusaurus',
  rspress: 'Rspress',
  starlight: 'Starlight',
};

export function isAnchorToolName(name: string): name is AnchorToolName {
  return (anchorToolNames as readonly string[]).includes(name);
}

/** `rspress 2.0.22` → `rspress`. */
export function toolNameOf(tool: string): string {
  return tool.split(' ')[0] ?? tool;
}

export function anchorBuildOf(
  report: AnchorsReport | undefined,
  name: AnchorToolName,
  corpus: string,
): AnchorBuild | undefined {
  return report?.builds.find((build) => build.corpus === corpus && toolNameOf(build.tool) === name);
}

export function anchorPageWeightOf(
  report: AnchorsReport | undefined,
  name: AnchorToolName,
  corpus: string,
): AnchorPageWeight | undefined {
  return report?.pageWeights.find((weight) => weight.corpus === corpus && toolNameOf(weight.tool) === name);
}

export const anchorsReportPath = new URL('../.work/anchors.json', import.meta.url);

export async function readAnchorsReport(file: URL | string = anchorsReportPath): Promise<AnchorsReport | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as AnchorsReport;
  } catch {
    return undefined;
  }
}
