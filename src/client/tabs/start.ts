// Tabs are rare on a page, so their code is a chunk of its own, loaded only by pages that have them.
import type { Stop } from '../lifecycle.js';

export function startTabs(): Stop | undefined {
  if (!document.querySelector('[data-tabs]')) return;
  let stopped = false;
  let stop: Stop | undefined;
  void import('./enhance.js').then(({ enhanceTabs }) => {
    if (!stopped) stop = enhanceTabs();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
