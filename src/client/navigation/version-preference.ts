// Docs versions (config `versions`, shown only when there are several): the version the reader
// picks is remembered, and links to the version-less home (the base) lead to that version's home.
import { BASE } from './base.js';

export const VERSION_KEY = 'docs-version';

/** The saved version home, if it is still one of the site's versions. */
export function preferredHome(saved: string | null, homes: readonly string[]): string | undefined {
  return saved !== null && homes.includes(saved) ? saved : undefined;
}

export function startVersionPreference(): undefined {
  const picks = [...document.querySelectorAll<HTMLAnchorElement>('a[data-version-home]')];
  if (picks.length < 2) return;
  for (const pick of picks) {
    pick.addEventListener('click', () => {
      try {
        localStorage.setItem(VERSION_KEY, pick.getAttribute('href') ?? '');
      } catch {
        // Storage blocked: the choice lasts for this visit's links only.
      }
    });
  }
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(VERSION_KEY);
  } catch {
    return;
  }
  const home = preferredHome(
    saved,
    picks.map((pick) => pick.getAttribute('href') ?? ''),
  );
  if (!home) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[href="${BASE}"]:not([data-version-home])`))
    link.setAttribute('href', home);
}
