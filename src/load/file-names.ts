import type { Diagnostic } from '../core/model.js';

/**
 * The path of a file in content/ becomes part of an address (a page's route, an image's URL),
 * where `#` starts a fragment, `?` a query and `%` an escape: a page named `c#.md` would be
 * reachable by no link, and `a%20b.md` would give a canonical link and a sitemap entry that
 * disagree. Such names are refused rather than half-encoded.
 */
export function unsafeFileNames(contentDir: string, contentFiles: Iterable<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of contentFiles) {
    const found = /[#?%]/.exec(file);
    if (!found) continue;
    diagnostics.push({
      severity: 'error',
      file: `${contentDir}/${file}`,
      line: 1,
      column: 1,
      message: `File name holds "${found[0]}", which cannot be part of a web address as it is`,
      ruleId: 'unsafe-file-name',
      hint: `rename the file without "#", "?" or "%" (e.g. ${file.replace(/[#?%]/g, '-')})`,
    });
  }
  return diagnostics;
}
