// navbar.hideOnScroll: the navbar slides away while the reader scrolls down and returns on the
// way up (and whenever something in it has focus).
import { oncePerFrame } from './frame.js';
import type { Stop } from './lifecycle.js';

export function startNavbarHiding(): Stop | undefined {
  const navbar = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]');
  if (!navbar) return;
  let last = scrollY;
  const update = oncePerFrame(() => {
    const y = scrollY;
    const hide =
      y > navbar.offsetHeight &&
      y > last &&
      !navbar.contains(document.activeElement) &&
      !navbar.querySelector('details[open]');
    if (y !== last) navbar.classList.toggle('navbar-hidden', hide);
    last = y;
  });
  const bound = new AbortController();
  addEventListener('scroll', update, { passive: true, signal: bound.signal });
  navbar.addEventListener('focusin', () => navbar.classList.remove('navbar-hidden'));
  return () => bound.abort();
}
