import type { ComponentProps, ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islands, type IslandName } from '../../templates/islands/registry.js';

export interface IslandProps<N extends IslandName> {
  /** Key in templates/islands/registry.ts and src/client/islands.ts. */
  name: N;
  /** Serialised as JSON into the page; the browser hydrates the widget with the same props. */
  props: ComponentProps<(typeof islands)[N]>;
  /**
   * Shortcuts that hydrate the widget before any other intent, e.g. ["/", "ctrl+k"]. A widget with a
   * text field has it focused at once, so letters typed while the widget loads land in it.
   */
  hotkeys?: readonly string[];
  /** Hydrate as soon as the page loads, for a widget that is the page's purpose (the search page). */
  eager?: boolean;
  /** With `eager`: wait until no element matches this selector (a script that shows the page first is busy). */
  eagerAfter?: string;
}

/**
 * A widget that hydrates in the browser. Static templates go through renderToStaticMarkup, whose
 * output React cannot hydrate, so the widget is rendered here with renderToString inside a wrapper
 * that carries its name and props. The client entry hydrates it on the reader's first intent.
 */
export function Island<N extends IslandName>({ name, props, hotkeys, eager, eagerAfter }: IslandProps<N>) {
  const json = JSON.stringify(props);
  return (
    <div
      className="island"
      data-island={name}
      data-props={json}
      {...(hotkeys && hotkeys.length > 0 ? { 'data-hotkeys': hotkeys.join(' ') } : {})}
      {...(eager ? { 'data-eager': eagerAfter ?? '' } : {})}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own widget's server markup, hydrated later
      dangerouslySetInnerHTML={{ __html: widgetMarkup(name, props, json) }}
    />
  );
}

/** Server markup by widget and props: most pages carry the same widgets with the same props (search, toggle). */
const drawn = new Map<string, string>();
/** Enough for every locale and version of a large site; a site with more different props draws the rest again. */
const DRAWN_MAX = 512;

function widgetMarkup(name: IslandName, props: unknown, json: string): string {
  const key = `${name} ${json}`;
  const known = drawn.get(key);
  if (known !== undefined) return known;
  // The props' type was checked against the widget by Island's; TypeScript cannot follow it through the index.
  const Widget = islands[name] as ComponentType<object>;
  const markup = renderToString(<Widget {...(props as object)} />);
  if (drawn.size >= DRAWN_MAX) drawn.clear();
  drawn.set(key, markup);
  return markup;
}
