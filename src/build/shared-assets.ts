// Content files a doc set publishes that an earlier doc set of the build published already are written once. Only
// the doc set that owns a base publishes content files at their path; the others (older versions, other docs
// instances) publish them by their bytes under assets/files/ (SiteFolders.contentByBytes), so a path two doc sets
// publish holds the same bytes.

/** Published paths (`/fr/img/x.png`) written so far by the build's doc sets. */
export type WrittenAssets = Set<string>;

/** The files of `assets` (from `base`) not yet written, now counted as written. */
export function newCopies(base: string, assets: ReadonlySet<string>, written: WrittenAssets): Set<string> {
  const fresh = new Set<string>();
  for (const file of assets) {
    if (written.has(`${base}${file}`)) continue;
    written.add(`${base}${file}`);
    fresh.add(file);
  }
  return fresh;
}
