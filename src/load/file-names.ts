import type { Diagnostic } from '../core/model.js';

/**
 * The path of a file in content/ becomes part of an address (a page's route, an image's URL),
 * where `#` starts a fragment, `?` a query and `%` an escape: a page named `c#.md` would be
 * reachable by no link, and `a%20b.md` would give a canonical link and a sitemap entry that
 * disagree. A backslash or a control character (a line break) would reach redirect rules and
 * `Location` headers, where browsers read `\` as `/` and a line break ends a header. Such names are
 * refused rather than half-encoded.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const UNSAFE_ALL = /[#?%\\\u0000-\u001f\u007f]/g;

export function unsafeFileNames(contentDir: string, contentFiles: Iterable<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of contentFiles) {
    const found = new RegExp(UNSAFE_ALL.source).exec(file);
    if (!found) continue;
    diagnostics.push({
      severity: 'error',
      file: `${contentDir}/${file}`,
      line: 1,
      column: 1,
      message: `File name holds ${JSON.stringify(found[0])}, which cannot be part of a web address as it is`,
      ruleId: 'unsafe-file-name',
      hint: `rename the file without "#", "?", "%", "\\" or control characters (e.g. ${file.replace(UNSAFE_ALL, '-')})`,
    });
  }
  return diagnostics;
}
