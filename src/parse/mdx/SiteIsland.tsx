import { createContext, isValidElement, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/** Island id (`components/Counter#default`) → URL of its browser chunk. */
export const IslandChunks = createContext<ReadonlyMap<string, string>>(new Map());

interface SiteIslandProps {
  __component: ComponentType<Record<string, unknown>>;
  __island: string;
  __hydrate: 'load' | 'visible';
  [prop: string]: unknown;
}

/**
 * A site component marked `client:load` / `client:visible` (remark-mdx-islands.ts): rendered with
 * renderToString inside the wrapper src/client/lazy-islands.ts hydrates, like helpdocs's own islands.
 */
export function SiteIsland({ __component: Component, __island: id, __hydrate: when, ...props }: SiteIslandProps) {
  const src = useContext(IslandChunks).get(id);
  if (!src) throw new Error(`No browser chunk for the island ${id}`);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function' || typeof value === 'symbol' || isValidElement(value)) {
      throw new Error(
        `<${Component.displayName ?? Component.name}> is hydrated, so its props must be data (JSON): "${name}" is not`,
      );
    }
  }
  return (
    <div
      className="island"
      data-island={`site:${id}`}
      data-island-src={src}
      data-props={JSON.stringify(props)}
      {...(when === 'load' ? { 'data-eager': '' } : { 'data-visible': '' })}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our component's server markup, hydrated later
      dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }}
    />
  );
}
