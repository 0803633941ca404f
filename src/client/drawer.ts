// The navbar drawer (≤ 996 px). <details> opens and closes it without JavaScript (the open summary
// paints the backdrop); this adds the close button, Escape, focus kept inside and aria-expanded.
import { focusableIn } from './focus.js';
import type { Stop } from './lifecycle.js';

const DESKTOP = '(min-width: 997px)';

export function startDrawer(): Stop | undefined {
  const drawer = document.querySelector<HTMLDetailsElement>('details.drawer');
  const toggle = drawer?.querySelector<HTMLElement>(':scope > summary');
  const panel = drawer?.querySelector<HTMLElement>('.drawer-panel');
  if (!drawer || !toggle || !panel) return;
  const close = panel.querySelector<HTMLButtonElement>('.drawer-close');
  const shut = () => {
    drawer.open = false;
    toggle.focus();
  };
  const sync = () => toggle.setAttribute('aria-expanded', String(drawer.open));
  sync();
  if (close) {
    close.hidden = false;
    close.addEventListener('click', shut);
  }
  drawer.addEventListener('toggle', () => {
    sync();
    if (drawer.open) (close ?? focusableIn(panel)[0])?.focus();
  });
  const bound = new AbortController();
  const { signal } = bound;
  placeSidebar(panel, signal);
  document.addEventListener(
    'keydown',
    (event) => {
      if (!drawer.open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        shut();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && panel.contains(active);
      if (!inside || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    },
    { signal },
  );
  // Widening the window into the desktop layout leaves no drawer to close.
  matchMedia(DESKTOP).addEventListener(
    'change',
    (event) => {
      if (event.matches) drawer.open = false;
    },
    { signal },
  );
  return () => bound.abort();
}

/**
 * A large sidebar is written once, in the page's aside, and the drawer has an empty slot for it
 * (templates/DocSidebar.tsx): it is moved where it can be seen, the drawer on a narrow screen, the
 * aside on a wide one. The emptied aside is hidden, so no empty landmark stays behind.
 */
function placeSidebar(panel: HTMLElement, signal: AbortSignal): void {
  const slot = panel.querySelector<HTMLElement>('.drawer-sidebar');
  const aside = document.querySelector<HTMLElement>('aside.doc-sidebar');
  if (!slot || !aside) return;
  const wide = matchMedia(DESKTOP);
  const place = () => {
    const nav = slot.querySelector(':scope > nav') ?? aside.querySelector(':scope > nav');
    if (nav) (wide.matches ? aside : slot).prepend(nav);
    aside.hidden = !wide.matches;
  };
  place();
  wide.addEventListener('change', place, { signal });
}
