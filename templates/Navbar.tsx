import type { ReactNode } from 'react';
import { Island } from '../src/render/island.js';
import type { LinkItem } from '../src/core/config.js';
import { isPathnameLink } from '../src/core/pathname-protocol.js';
import type { PageContext } from './context.js';
import { CloseIcon, MenuIcon } from './Icons.js';
import { searchStrings } from './islands/SearchHits.js';
import { searchManifestUrl, siteSearchLink } from '../src/core/search-routes.js';

function NavLink({ ctx, item, route }: { ctx: PageContext; item: LinkItem; route: string | undefined }) {
  // A pathname:// link is a path of this host, opened in place.
  const external = item.href !== undefined && !isPathnameLink(item.href);
  const href = ctx.resolveLink(item);
  // A Docusaurus item's className, which the site's CSS may draw an icon from (`header-github-link`).
  const className = typeof item.props?.className === 'string' ? item.props.className : undefined;
  // The part of the site the page is in is marked, as Docusaurus marks it: aria-current alone (CSS draws it).
  const active = ctx.linkActive(item, route);
  const text = ctx.linkLabel(item);
  return (
    <a
      href={href}
      className={className}
      aria-label={item.ariaLabel}
      {...(active ? { 'aria-current': href === route ? 'page' : 'true' } : {})}
      {...(external ? { rel: 'noopener', target: '_blank' } : {})}
    >
      {text}
      {/* An icon link shows its icon alone, as Docusaurus's NavbarNavLink. */}
      {external && text ? (
        <span className="external" aria-hidden="true">
          {' '}
          ↗
        </span>
      ) : null}
    </a>
  );
}

type NavbarItem = PageContext['config']['navbar']['items'][number];

/** The navbar's links: all of them in the drawer, each side's on a wide screen. */
export function NavLinks({
  ctx,
  route,
  items = ctx.config.navbar.items,
}: {
  ctx: PageContext;
  route: string | undefined;
  items?: readonly NavbarItem[];
}) {
  if (items.length === 0) return null;
  return (
    <ul className="navbar-links">
      {items.map((item) => (
        <li key={ctx.linkLabel(item) || item.ariaLabel}>
          {item.items ? (
            // A dropdown: a <details>, so it opens without JavaScript, like the version picker.
            <details className="navbar-dropdown">
              <summary>{ctx.linkLabel(item)}</summary>
              <ul className="navbar-dropdown-list">
                {item.items.map((inner) => (
                  <li key={ctx.linkLabel(inner) || inner.ariaLabel}>
                    <NavLink ctx={ctx} item={inner} route={route} />
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <NavLink ctx={ctx} item={item} route={route} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The site's name (and tagline), after its logo when it has one; the light and dark logos swap in CSS. */
export function Brand({ ctx, tagline = false }: { ctx: PageContext; tagline?: boolean }) {
  const { config, logo } = ctx;
  const text = (
    <>
      <strong className="navbar-title">{config.navbar.title ?? config.title}</strong>
      {tagline && config.tagline ? <span className="navbar-tagline">{config.tagline}</span> : null}
    </>
  );
  if (!logo) {
    return (
      <a className="navbar-brand" href={config.base}>
        {text}
      </a>
    );
  }
  const size = { width: logo.width, height: logo.height };
  return (
    <a className="navbar-brand navbar-brand-logo" href={logo.href ?? config.base}>
      <img
        className={logo.srcDark ? 'navbar-logo navbar-logo-light' : 'navbar-logo'}
        src={logo.src}
        alt={logo.alt}
        {...size}
      />
      {/* Lazy: a hidden image is not fetched, so light mode never loads the dark logo. */}
      {logo.srcDark ? (
        <img className="navbar-logo navbar-logo-dark" src={logo.srcDark} alt={logo.alt} loading="lazy" {...size} />
      ) : null}
      {logo.showTitle ? <span className="navbar-brand-text">{text}</span> : null}
    </a>
  );
}

export function Navbar({ ctx, drawer, route }: { ctx: PageContext; drawer?: ReactNode; route?: string | undefined }) {
  const { config, strings } = ctx;
  const t = strings.t;
  const { VersionPicker, LanguagePicker } = ctx.theme;
  const right = config.navbar.items.filter((item) => item.position === 'right');
  return (
    <header className="navbar" data-hide-on-scroll={config.navbar.hideOnScroll ? '' : undefined}>
      <nav className="navbar-inner" aria-label={t('nav.main')}>
        <details className="drawer">
          {/* Open, the summary also paints the backdrop, so a click beside the panel closes it without JavaScript. */}
          <summary className="drawer-toggle" aria-label={t('nav.toggle')}>
            <MenuIcon />
          </summary>
          <div className="drawer-panel">
            <div className="drawer-header">
              <Brand ctx={ctx} />
              <button type="button" className="drawer-close icon-button" aria-label={t('nav.close')} hidden>
                <CloseIcon />
              </button>
            </div>
            <NavLinks ctx={ctx} route={route} />
            {drawer}
          </div>
        </details>
        <Brand ctx={ctx} tagline={ctx.config.navbar.tagline} />
        <div className="navbar-desktop">
          <NavLinks
            ctx={ctx}
            route={route}
            items={ctx.config.navbar.items.filter((item) => item.position !== 'right')}
          />
        </div>
        <div className="navbar-tools">
          {right.length > 0 ? (
            <div className="navbar-desktop navbar-right">
              <NavLinks ctx={ctx} route={route} items={right} />
            </div>
          ) : null}
          <VersionPicker ctx={ctx} route={route} />
          <LanguagePicker ctx={ctx} route={route} />
          <Island
            name="search-box"
            props={{
              action: siteSearchLink(config, ctx.strings),
              manifest: searchManifestUrl(ctx.versions?.searchBase ?? config.base),
              strings: searchStrings(t),
            }}
            hotkeys={['/', 'ctrl+k', 'meta+k']}
          />
          {ctx.config.colorMode.disableSwitch ? null : (
            <Island
              name="theme-toggle"
              props={{
                labels: {
                  light: t('theme.toggle', { mode: t('theme.light') }),
                  dark: t('theme.toggle', { mode: t('theme.dark') }),
                },
              }}
            />
          )}
        </div>
      </nav>
    </header>
  );
}
