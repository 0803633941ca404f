// One doc set's part of a one-doc rebuild: the doc parsed again as the set's parse workers would, held to its last
// parse (the same header, the same shape: same-shape.ts, no diagnostics), its page spliced, its search files made.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildStamp } from '../cache/build-stamp.js';
import { sha256, type DiskEntries } from '../cache/disk.js';
import { isStoredEntry, type StoredEntry } from '../cache/parse-index.js';
import { parseDigest, parseEntryKey } from '../cache/parse-cache.js';
import type { BuildFile, SourceFile } from '../core/model.js';
import { outputPathOfRoute } from '../core/routes.js';
import { createStrings } from '../core/strings.js';
import { loadHtmlParserFor } from '../parse/markdown/html/load.js';
import { createPipeline } from '../parse/markdown/pipeline.js';
import { parseBodiesWithin, type BodyResult } from '../parse/parse-body.js';
import { workerPipelineOptions } from '../parse/worker-options.js';
import { searchAssetsFolder, searchManifestFile, storeSearchFiles, type SearchCaches } from '../search/output.js';
import { docHeadSignature } from './doc-head.js';
import type { LaneSet } from './record.js';
import { sameShape } from './same-shape.js';
import { laneStore } from './search.js';
import { splicedPage } from './splice.js';
import { hashedPageKey } from '../render/page-key.js';
import { pageLinksInForm } from '../render/page-links.js';

export interface Redrawn {
  /** The doc's page: its path in out/, its key and contents. */
  page: { path: string; key: string; contents: string };
  /** The parse entry for the next build, under its key. */
  entry: { key: string; stored: StoredEntry };
  /** The set's search files now, and which paths of out/ held them before (none when the doc is not searched). */
  search?: { files: BuildFile[]; owns: (file: string) => boolean };
  /** The doc's search page and its key now, for the next record. */
  searchPage?: { page: number; key: string };
}

export interface RedrawInput {
  set: LaneSet;
  source: SourceFile;
  /** The frame of the doc's page (render/page-key.ts). */
  frame: string;
  /** The doc's SHA-1 when stamped. */
  before: string;
  stamp: BuildStamp;
  parses: DiskEntries;
  searchCaches: SearchCaches;
}

export async function redraw({ set, source, frame, before, stamp, parses, searchCaches }: RedrawInput) {
  const oldKey = parseEntryKey(set.context, { ...source, hash: before });
  const read = parses.readEntry(oldKey);
  const old = read?.value as StoredEntry | undefined;
  if (!read?.signed || !isStoredEntry(old) || old.diagnostics.length > 0) return undefined;
  if (old.head === undefined || old.head !== docHeadSignature(source.text)) return undefined;
  const parsed = await parseAlone(set, source);
  if (!parsed || parsed.diagnostics.length > 0 || !sameShape(old.doc, parsed.body)) return undefined;
  const { body } = parsed;
  const newKey = parseEntryKey(set.context, source);
  const digestOf = (key: string) => parseDigest(key, old.linkedRoutes, old.doc.files);
  const [oldDigest, newDigest] = [digestOf(oldKey), digestOf(newKey)];
  // The page's links are in the site's form (render/page-links.ts), the doc's HTML among them.
  const { files: pageFiles, base } = set.pages;
  const page = drawnPage(
    stamp,
    outputPathOfRoute(old.doc.route, pageFiles, base),
    pageLinksInForm(old.doc.html, pageFiles, base),
    pageLinksInForm(body.html, pageFiles, base),
    hashedPageKey(frame, oldDigest),
    hashedPageKey(frame, newDigest),
  );
  if (!page) return undefined;
  const stored: StoredEntry = {
    doc: { ...old.doc, ...body, anchorIds: [...body.anchorIds] },
    diagnostics: [],
    linkedRoutes: old.linkedRoutes,
    head: old.head,
  };
  const redrawn: Redrawn = { page, entry: { key: newKey, stored } };
  const search = set.search;
  const searched = search?.pages.flatMap((p, i) => (p.key === oldDigest ? [i] : [])) ?? [];
  if (!search || searched.length === 0) return redrawn;
  const [at] = searched;
  if (at === undefined || searched.length > 1) return undefined;
  const store = laneStore(search, at, newDigest, body.sections);
  if (!store) return undefined;
  const files = await storeSearchFiles(search.base, store, search.synonyms, search.code, undefined, searchCaches);
  const folder = searchAssetsFolder(search.base);
  const manifest = searchManifestFile(search.base);
  return {
    ...redrawn,
    search: { files, owns: (file: string) => file === manifest || file.startsWith(folder) },
    searchPage: { page: at, key: newDigest },
  };
}

/** The doc's page with its new HTML and key, from the page the stamped build wrote (checked by its hash). */
function drawnPage(
  stamp: BuildStamp,
  file: string,
  oldHtml: string,
  newHtml: string,
  oldKey: string,
  key: string,
): Redrawn['page'] | undefined {
  const listed = stamp.out.find(([listedFile]) => listedFile === file);
  // The page on disk is the one drawn from the doc's last parse, in the frame the record holds.
  if (stamp.keys[file] !== oldKey || !listed) return undefined;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(stamp.report.outDir, file));
  } catch {
    return undefined;
  }
  if (sha256(bytes) !== listed[3]) return undefined;
  const contents = splicedPage(bytes.toString('utf8'), oldHtml, newHtml);
  return contents === undefined ? undefined : { path: file, key, contents };
}

/** The doc parsed as a parse worker of its set parses it (parse/parse-worker.ts). */
async function parseAlone(set: LaneSet, source: SourceFile): Promise<BodyResult | undefined> {
  const { worker } = set;
  const options = await workerPipelineOptions(worker.pipelineOptions, undefined);
  const pipeline = createPipeline(createStrings(worker.strings.locale, worker.strings.catalogue), options);
  const routes = new Map(worker.routes);
  await loadHtmlParserFor([source], false);
  const table = { base: worker.base, routeOf: (contentPath: string) => routes.get(contentPath) };
  const [result] = await parseBodiesWithin(pipeline, [source], table, worker.deadlineMs);
  return result;
}
