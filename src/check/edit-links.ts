// The config's editUrl function runs per doc: what it gives is seen only here, and a result that
// could run code (`data:text/html,…`, `javascript:`) is an error at the doc. A string prefix is
// reported once, at its config key (config-links.ts).
import { blogOfPost } from '../assemble/blog.js';
import { editLinkOf } from '../assemble/edit-url.js';
import type { Diagnostic, Site } from '../core/model.js';
import { refusedScheme, refusedUrlMessage } from '../core/unsafe-url.js';

export function checkEditLinks(site: Site): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const doc of site.docs) {
    const link = editLinkOf(site.config, doc, blogOfPost(site.blogs, doc));
    const scheme = link?.fromFunction ? refusedScheme(link.url, 'link') : undefined;
    if (!link || scheme === undefined) continue;
    found.push({
      severity: 'error',
      file: doc.source.path,
      line: 1,
      column: 1,
      message: refusedUrlMessage(`The config's editUrl function gives this page the edit link`, link.url, scheme),
      ruleId: 'unsafe-url',
      hint: 'make the function return an http(s) address, or undefined for no edit link',
    });
  }
  return found;
}
