// A page's behaviours are started on its DOM and stopped before a page change swaps that DOM out
// (navigation/), so each start* gives back what undoes the listeners it put on window or document.
// Listeners on the page's own elements go away with the elements.
export type Stop = () => void;

/** Stops everything `starts` bound, in reverse order. */
export function stopAll(stops: ReadonlyArray<Stop | undefined>): Stop {
  return () => {
    for (const stop of [...stops].reverse()) stop?.();
  };
}
