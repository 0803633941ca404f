// The script of pages whose sidebar is large (src/render/sidebar-data.ts): a closed category is
// filled from the sidebar's JSON as it opens. A script of its own, outside the client bundle, so a
// site with small sidebars ships exactly what it did. It shares no module with the bundle (esbuild
// would otherwise move that module into a chunk both import, and the bundle would change).
import { fillCategory } from './sidebar-data.js';

const FALLBACK = { expand: "Expand the '{label}' category", collapse: "Collapse the '{label}' category" };

function strings(): typeof FALLBACK {
  try {
    return { ...FALLBACK, ...(JSON.parse(document.getElementById('hd-ui')?.textContent ?? '{}') as object) };
  } catch {
    return FALLBACK;
  }
}

// `toggle` does not bubble: caught on its way down, for every sidebar a page change brings in too.
document.addEventListener(
  'toggle',
  (event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement)) return;
    const { expand, collapse } = strings();
    // Categories made here are not the bundle's to label (it labelled the page's own when it started).
    const summary = details.querySelector<HTMLElement>(':scope > summary[data-made]');
    const name = summary?.dataset.label ?? summary?.textContent?.trim() ?? '';
    summary?.setAttribute('aria-expanded', String(details.open));
    summary?.setAttribute(
      'aria-label',
      (details.open ? collapse : expand).replace('{label}', () => name),
    );
    if (!details.open || details.dataset.lazy === undefined) return;
    const url = details.closest<HTMLElement>('.sidebar[data-sidebar]')?.dataset.sidebar;
    if (url) void fillCategory(details, url, { expand, collapse });
  },
  true,
);
