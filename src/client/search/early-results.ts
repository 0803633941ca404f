// The search page's first results as plain DOM, the same markup as the island's (SearchHits.tsx),
// shown before React has arrived; the island removes this container when it takes the list over.
import type { SearchHit, SearchResults, Segment } from '../../search/engine.js';
import type { SearchStrings } from './search-strings.js';
import { countText } from './count-text.js';

/** Class of the container under the island (templates/SearchPage.tsx). */
export const EARLY_RESULTS = 'search-early';

function span(className: string, ...children: Array<Node | string>): HTMLSpanElement {
  const element = document.createElement('span');
  if (className) element.className = className;
  element.append(...children);
  return element;
}

function marked(segments: readonly Segment[]): Array<Node | string> {
  return segments.map((segment) => {
    if (!segment.mark) return segment.text;
    const mark = document.createElement('mark');
    mark.textContent = segment.text;
    return mark;
  });
}

function hitItem(hit: SearchHit): HTMLLIElement {
  const title = span('search-hit-title', ...marked(hit.title));
  if (hit.section.length > 0) {
    const separator = span('', ' › ');
    separator.setAttribute('aria-hidden', 'true');
    title.append(separator, span('search-hit-section', ...marked(hit.section)));
  }
  const link = document.createElement('a');
  link.href = hit.url;
  link.append(title);
  if (hit.crumbs.length > 0) link.append(span('search-hit-crumbs', hit.crumbs.join(' › ')));
  link.append(span('search-hit-snippet', ...marked(hit.snippet)));
  const item = document.createElement('li');
  item.className = 'search-hit';
  item.append(link);
  return item;
}

/** Replaces the container's content with the count and the hits ready so far. */
export function showEarlyResults(
  container: HTMLElement,
  results: SearchResults,
  query: string,
  strings: SearchStrings,
): void {
  const count = document.createElement('p');
  count.className = 'search-count';
  count.setAttribute('role', 'status');
  count.textContent =
    results.complete || results.hits.length > 0 ? countText(strings, results, query) : strings.loading;
  const children: Node[] = [count];
  if (results.hits.length > 0) {
    const list = document.createElement('ol');
    list.className = 'search-page-hits';
    list.append(...results.hits.map(hitItem));
    children.push(list);
  }
  container.replaceChildren(...children);
}
