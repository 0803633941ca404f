// A doc's page after an edit of its body alone: the page the last build wrote, with the doc's HTML (which
// templates/DocPage.tsx sets whole inside `<div class="markdown">`) replaced. Undefined where that cannot be
// told for sure: the HTML is not there once, inside that element.
const OPEN = '<div class="markdown">';
const CLOSE = '</div>';

export function splicedPage(page: string, oldHtml: string, newHtml: string): string | undefined {
  if (oldHtml === '') return undefined;
  const at = page.indexOf(oldHtml);
  if (at < 0 || page.indexOf(oldHtml, at + 1) >= 0) return undefined;
  if (!page.startsWith(OPEN, at - OPEN.length) || !page.startsWith(CLOSE, at + oldHtml.length)) return undefined;
  return page.slice(0, at) + newHtml + page.slice(at + oldHtml.length);
}
