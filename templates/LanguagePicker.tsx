import type { PageContext } from './context.js';

/**
 * The language picker: a <details> of links (no JavaScript needed), each to the same page in
 * that language, or to its home when the page has no counterpart. Shown when a build has
 * several locales. `hreflang` also tells the client router to load the page afresh.
 */
export function LanguagePicker({ ctx, route }: { ctx: PageContext; route: string | undefined }) {
  const links = ctx.languages?.picker(route) ?? [];
  const current = links.find((link) => link.current) ?? links[0];
  if (links.length < 2 || !current) return null;
  return (
    <details className="version-picker language-picker">
      {/* On a phone the navbar has room for the language tag only (the aria-label names it in full). */}
      <summary aria-label={ctx.strings.t('i18n.label', { language: current.label })}>
        <span className="picker-long">{current.label}</span>
        <span className="picker-short">{current.htmlLang}</span>
      </summary>
      <ul className="version-list">
        {links.map((link) => (
          <li key={link.htmlLang}>
            <a
              href={link.href}
              hrefLang={link.htmlLang}
              lang={link.htmlLang}
              {...(link.current ? { 'aria-current': 'true' as const } : {})}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
