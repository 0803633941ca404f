// Highlights the table-of-contents entry of the section being read.
import { oncePerFrame } from './frame.js';
import type { Stop } from './lifecycle.js';

/** The heading the reader is in: the last one whose top has passed under the navbar. */
export function activeHeading(
  headings: readonly HTMLElement[],
  threshold: number,
  atBottom: boolean,
): HTMLElement | undefined {
  let active: HTMLElement | undefined;
  for (const heading of headings) {
    const top = heading.getBoundingClientRect().top;
    if (top <= threshold || (atBottom && top < innerHeight)) active = heading;
  }
  return active;
}

export function startToc(): Stop | undefined {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a.toc-link')];
  if (links.length === 0) return;
  const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  const headings = [...new Set(links.map(idOf))].flatMap((id) => {
    const heading = document.getElementById(id);
    return heading ? [heading] : [];
  });
  const navbar = document.querySelector<HTMLElement>('.navbar');
  let current: string | undefined;
  const update = () => {
    // Where a heading lands after a TOC click (scroll-padding-top), whether or not the navbar is hidden.
    const threshold = (navbar?.offsetHeight ?? 0) + 32;
    const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    const id = activeHeading(headings, threshold, atBottom)?.id;
    if (id === current) return;
    current = id;
    for (const link of links) {
      const on = idOf(link) === id;
      link.classList.toggle('toc-link-active', on);
      if (on) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const schedule = oncePerFrame(update);
  const bound = new AbortController();
  addEventListener('scroll', schedule, { passive: true, signal: bound.signal });
  addEventListener('resize', schedule, { passive: true, signal: bound.signal });
  update();
  return () => bound.abort();
}
