// "Voltar ao topo": a button that appears once the reader is well down a long page.
import { oncePerFrame } from './frame.js';
import type { Stop } from './lifecycle.js';
import type { UiStrings } from './ui-strings.js';

const SHOW_BELOW_PX = 600;

export function startBackToTop(strings: UiStrings): Stop | undefined {
  if (!document.querySelector('.markdown')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'back-to-top icon-button';
  button.setAttribute('aria-label', strings.backToTop);
  button.innerHTML =
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="none" stroke="currentColor" ' +
    'stroke-width="2" stroke-linecap="round" d="M6 15l6-6 6 6"/></svg>';
  button.hidden = true;
  button.addEventListener('click', () => {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  document.body.append(button);
  const bound = new AbortController();
  const update = oncePerFrame(() => {
    button.hidden = scrollY < SHOW_BELOW_PX;
  });
  addEventListener('scroll', update, { passive: true, signal: bound.signal });
  return () => {
    bound.abort();
    button.remove();
  };
}
