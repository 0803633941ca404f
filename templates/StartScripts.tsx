import type { PageContext } from './context.js';

/**
 * Starts the page's scripts once its content is painted: they only enhance the page, so its first
 * paint never waits for them or shares the network with them. All of them are imported at once, not
 * the entry alone, so its chunks are not a second round trip. The URLs come from the element's
 * `data-start`: every page runs the same text and the CSP carries one hash. Every browser the bundle
 * targets reports paint timing; a tab that is never painted (opened in the background) starts them
 * after 3 s. Short, because every page carries it.
 */
export const START_SCRIPT =
  'let n=0;const g=()=>{if(!n++)for(const u of document.querySelector("[data-start]").dataset.start.split(" "))' +
  'import(u)};new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint")[0]&&setTimeout(g)})' +
  '.observe({type:"paint",buffered:!0});setTimeout(g,3e3)';

export function StartScripts({ ctx }: { ctx: PageContext }) {
  return (
    <script
      type="module"
      data-start={ctx.assets.scripts.join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, whose hash is in the CSP
      dangerouslySetInnerHTML={{ __html: START_SCRIPT }}
    />
  );
}
