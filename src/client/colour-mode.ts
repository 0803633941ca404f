// The reader's colour mode: <html data-theme> plus localStorage 'theme'. The inline head script
// applies the saved value before first paint; the system preference only with colorMode.respectPrefersColorScheme.
export type ColourMode = 'light' | 'dark';

export const THEME_KEY = 'theme';

export function currentMode(): ColourMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function applyMode(mode: ColourMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

export function saveMode(mode: ColourMode): void {
  applyMode(mode);
  try {
    localStorage.setItem(THEME_KEY, mode);
  } catch {
    // Storage can be blocked (private modes); the choice then lasts for this page only.
  }
}

/** Another tab changed the mode: follow it (the storage event fires only in the other tabs). */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY) return;
    applyMode(event.newValue === 'dark' ? 'dark' : 'light');
  });
}
