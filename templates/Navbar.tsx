import type { ReactNode } from 'react';
import { Island } from '../src/render/island.js';
import type { PageContext } from './context.js';
import { CloseIcon, MenuIcon } from './Icons.js';
import { VersionPicker } from './VersionPicker.js';
import { searchStrings } from './islands/SearchHits.js';
import { searchManifestUrl, searchRoute } from '../src/core/search-routes.js';

export function NavLinks({ ctx }: { ctx: PageContext }) {
  return (
    <ul className="navbar-links">
      {ctx.config.navbar.items.map((item) => {
        const external = item.href !== undefined;
        return (
          <li key={item.label}>
            <a href={ctx.resolveLink(item)} {...(external ? { rel: 'noopener', target: '_blank' } : {})}>
              {item.label}
              {external ? <span className="external" aria-hidden="true"> ↗</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function Navbar({ ctx, drawer, route }: { ctx: PageContext; drawer?: ReactNode; route?: string | undefined }) {
  const { config, strings } = ctx;
  const t = strings.t;
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
              <a className="navbar-brand" href={config.base}>
                <strong className="navbar-title">{config.title}</strong>
              </a>
              <button type="button" className="drawer-close icon-button" aria-label={t('nav.close')} hidden>
                <CloseIcon />
              </button>
            </div>
            <NavLinks ctx={ctx} />
            {drawer}
          </div>
        </details>
        <a className="navbar-brand" href={config.base}>
          <strong className="navbar-title">{config.title}</strong>
          {config.tagline ? <span className="navbar-tagline">{config.tagline}</span> : null}
        </a>
        <div className="navbar-desktop">
          <NavLinks ctx={ctx} />
        </div>
        <div className="navbar-tools">
          <VersionPicker ctx={ctx} route={route} />
          <Island name="search-box" props={{ action: searchRoute(config.base), manifest: searchManifestUrl(config.base), strings: searchStrings(t) }} hotkeys={['/', 'ctrl+k', 'meta+k']} />
          <Island name="theme-toggle" props={{ labels: { light: t('theme.toggle', { mode: t('theme.light') }), dark: t('theme.toggle', { mode: t('theme.dark') }) } }} />
        </div>
      </nav>
    </header>
  );
}
