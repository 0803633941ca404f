// Sidebar categories are <details>: they work without JavaScript. This adds the height animation
// (DESIGN §3) and keeps aria-expanded and the "Expandir/Recolher a categoria" label in step.
import type { UiStrings } from './ui-strings.js';

/** round((4 + 15·c^0.25 + c/5) × 10) ms with c = height / 36; 1 ms when the reader asks for less motion. */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const c = heightPx / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

const running = new WeakMap<HTMLDetailsElement, Animation>();

function animate(details: HTMLDetailsElement, body: HTMLElement): void {
  running.get(details)?.cancel();
  const opening = !details.open;
  if (opening) details.open = true;
  const height = body.scrollHeight;
  const duration = collapseDuration(height, matchMedia('(prefers-reduced-motion: reduce)').matches);
  const frames = opening
    ? [{ height: '0px' }, { height: `${height}px` }]
    : [{ height: `${height}px` }, { height: '0px' }];
  body.style.overflow = 'hidden';
  const animation = body.animate(frames, { duration, easing: 'ease-in-out' });
  running.set(details, animation);
  animation.onfinish = () => {
    body.style.overflow = '';
    running.delete(details);
    if (!opening) details.open = false;
  };
  animation.oncancel = () => (body.style.overflow = '');
}

function label(summary: HTMLElement, open: boolean, strings: UiStrings): void {
  const name = summary.dataset.label ?? summary.textContent?.trim() ?? '';
  summary.setAttribute('aria-expanded', String(open));
  summary.setAttribute(
    'aria-label',
    (open ? strings.collapse : strings.expand).replace('{label}', () => name),
  );
}

export function startSidebar(strings: UiStrings): undefined {
  const categories = document.querySelectorAll<HTMLDetailsElement>('.sidebar details');
  if (categories.length === 0) return;
  for (const details of categories) {
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    if (!summary) continue;
    label(summary, details.open, strings);
    details.addEventListener('toggle', () => label(summary, details.open, strings));
    summary.addEventListener('click', (event) => {
      // A category's own link navigates; the rest of the row opens and closes it.
      if (event.target instanceof Element && event.target.closest('a')) return;
      const body = summary.nextElementSibling;
      if (!(body instanceof HTMLElement)) return;
      event.preventDefault();
      animate(details, body);
    });
  }
}
