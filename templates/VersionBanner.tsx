import type { PageContext } from './context.js';

/**
 * Above a doc of a version other than the last: "unreleased" (newer) or "unmaintained" (older), with
 * a link to the same page in the last version (a full load, like the version dropdown's).
 */
export function VersionBanner({ ctx, route }: { ctx: PageContext; route: string }) {
  const versions = ctx.versions;
  const banner = versions?.current.banner;
  if (!versions || !banner) return null;
  const t = ctx.strings.t;
  const values = { site: ctx.config.title, version: versions.current.label };
  return (
    <div className={`admonition admonition-caution version-banner version-${banner}`} role="note">
      <div className="admonition-content">
        <p>{t(banner === 'unreleased' ? 'versions.unreleased' : 'versions.unmaintained', values)}</p>
        <p>
          <a href={versions.lastOf(route)} hrefLang={ctx.languages?.htmlLang ?? ctx.config.locale}>
            {t('versions.latest', { version: versions.last.label })}
          </a>
        </p>
      </div>
    </div>
  );
}

/** "Version: 1.0" on a page of a version that asks for it (Docusaurus's DocVersionBadge). */
export function VersionBadge({ ctx }: { ctx: PageContext }) {
  const current = ctx.versions?.current;
  if (!current?.badge) return null;
  return <p className="version-badge">{ctx.strings.t('versions.badge', { version: current.label })}</p>;
}
