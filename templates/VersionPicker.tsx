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
