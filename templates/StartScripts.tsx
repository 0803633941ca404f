import type { PageContext } from './context.js';

/**
 * Starts the page's scripts once its content is painted: they only enhance the page, so its first
 * paint never waits for them or shares the network with them. All of them are imported at once, not
 * the entry alone, so its chunks are not a second round trip. The URLs come from the element's
 * `data-start`: every page runs the same text and the CSP carries one hash. A hidden tab, or a
 * browser without paint timing, starts them at once; a paint that never comes, after 3 s.
 */
export const START_SCRIPT =
  'let n=0;const s=document.querySelector("script[data-start]").dataset.start.split(" "),go=()=>{if(!n++)for(const u of s)import(u)};' +
  'if(document.visibilityState==="visible"&&PerformanceObserver.supportedEntryTypes.includes("paint")){' +
  'new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:!0});setTimeout(go,3e3)}else go();';

export function StartScripts({ ctx }: { ctx: PageContext }) {
  return <script type="module" data-start={ctx.assets.scripts.join(' ')} dangerouslySetInnerHTML={{ __html: START_SCRIPT }} />;
}
