import { routeFromSitePath } from '../src/core/routes.js';
import type { PageContext } from './context.js';

/** The version a route belongs to: the one whose home is the longest prefix of it (-1: none). */
export function versionOfRoute(homes: readonly string[], route: string | undefined): number {
  let found = -1;
  homes.forEach((home, index) => {
    if (route?.startsWith(home) && (found === -1 || home.length > (homes[found]?.length ?? 0))) found = index;
  });
  return found;
}

/**
 * The docs-version picker: a <details> of links, so it works without JavaScript. Shown only when
 * the config lists two or more versions; the browser remembers the pick (version-preference.ts).
 */
export function VersionPicker({ ctx, route }: { ctx: PageContext; route: string | undefined }) {
  if (ctx.versions) return <VersionDropdown ctx={ctx} route={route} />;
  const { versions, base } = ctx.config;
  if (versions.length < 2) return null;
  const homes = versions.map((version) => routeFromSitePath(base, version.to));
  const current = versionOfRoute(homes, route);
  return (
    <details className="version-picker">
      <summary aria-label={ctx.strings.t('versions.label', { version: versions[Math.max(current, 0)]?.label ?? '' })}>
        {versions[Math.max(current, 0)]?.label}
      </summary>
      <ul className="version-list">
        {versions.map((version, index) => (
          <li key={version.to}>
            <a
              href={homes[index]}
              data-version-home=""
              {...(index === current ? { 'aria-current': 'true' as const } : {})}
            >
              {version.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The dropdown of a versioned site's docs (versions.json): each link leads to the same doc in that
 * version, else to its first doc. `hreflang` makes the link a full load: the other version's navbar
 * searches its own index.
 */
function VersionDropdown({ ctx, route }: { ctx: PageContext; route: string | undefined }) {
  const links = ctx.versions?.dropdown(route) ?? [];
  const current = links.find((link) => link.current);
  if (links.length < 2 || !current) return null;
  return (
    <details className="version-picker docs-version-dropdown">
      <summary aria-label={ctx.strings.t('versions.label', { version: current.label })}>{current.label}</summary>
      <ul className="version-list">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              hrefLang={ctx.languages?.htmlLang ?? ctx.config.locale}
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
