import type { ReactNode } from 'react';
import type { HeadProps, PageContext } from './context.js';
import { AnalyticsHead } from './Analytics.js';
import { AnnouncementStyle } from './AnnouncementBar.js';
import { BasePathCheck } from './BasePathCheck.js';
import { SITE_ICON_URL } from './Icons.js';
import { UiStrings } from './UiStrings.js';
import { StartScripts } from './StartScripts.js';

/** The document's title: Docusaurus's title formatter, unless the page's own head gave it whole. */
function shownTitle(head: HeadProps, config: PageContext['config']): string {
  // An empty title is the site's alone, as in Docusaurus's title formatter (an untitled Markdown page).
  const title = head.title.trim();
  const formatted =
    head.wholeTitle || title === '' || (title === config.title && !config.repeatSiteTitle)
      ? title || config.title
      : `${title} ${config.titleDelimiter} ${config.title}`;
  return head.titleTemplate === undefined ? formatted : head.titleTemplate.replace(/%s/g, () => formatted);
}

export function Head({ ctx, head }: { ctx: PageContext; head: HeadProps }) {
  const { config } = ctx;
  const fullTitle = shownTitle(head, config);
  const own = head.route ? ctx.pageUrl(head.route) : undefined;
  const canonical = head.canonical ?? own;
  const alternates = ctx.languages?.alternates(head.route) ?? [];
  return (
    <head>
      <meta charSet="utf-8" />
      {/* Before any script or style: a meta policy governs only what comes after it. */}
      {ctx.metaCsp ? <meta httpEquiv="Content-Security-Policy" content={ctx.metaCsp} /> : null}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{fullTitle}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.keywords?.length ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      {head.noindex || config.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:title" content={fullTitle} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      {own ? <meta property="og:url" content={head.canonical ?? own} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={config.locale.replace('-', '_')} />
      <meta name="twitter:card" content="summary" />
      {ctx.favicon ? (
        <link rel="icon" href={ctx.favicon.href} type={ctx.favicon.type} />
      ) : (
        <link rel="icon" href={SITE_ICON_URL} />
      )}
      <AnalyticsHead ctx={ctx} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, its hash in the CSP */}
      <script dangerouslySetInnerHTML={{ __html: ctx.headScript }} />
      <link rel="stylesheet" href={ctx.assets.css} />
      {head.baseStylesheets?.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {ctx.assets.siteCss ? <link rel="stylesheet" href={ctx.assets.siteCss} /> : null}
      {ctx.assets.themeCss ? <link rel="stylesheet" href={ctx.assets.themeCss} /> : null}
      {head.stylesheets?.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <AnnouncementStyle ctx={ctx} />
      {head.extra}
      <StartScripts ctx={ctx} />
    </head>
  );
}

export function Layout({
  ctx,
  head,
  children,
  drawer,
  noFooter,
}: {
  ctx: PageContext;
  head: HeadProps;
  children: ReactNode;
  drawer?: ReactNode;
  /** A React page's Layout asked for none (`noFooter`). */
  noFooter?: boolean | undefined;
}) {
  const t = ctx.strings.t;
  // Through the theme, so a site's override of any of them is used (theme/<Name>.tsx).
  const { AnnouncementBar, Navbar, Footer } = ctx.theme;
  return (
    <html
      lang={ctx.languages?.htmlLang ?? ctx.config.locale}
      {...(ctx.languages?.direction === 'rtl' ? { dir: 'rtl' } : {})}
      data-theme={ctx.config.colorMode.defaultMode}
    >
      <Head ctx={ctx} head={head} />
      <body>
        {/* Not on the 404 page, which servers return for any path. */}
        {head.route ? <BasePathCheck ctx={ctx} /> : null}
        <a className="skip-link" href="#main">
          {t('doc.skipToContent')}
        </a>
        {ctx.config.announcementBar ? <AnnouncementBar ctx={ctx} /> : null}
        <Navbar ctx={ctx} drawer={drawer} route={head.route} />
        <div className="page">{children}</div>
        {noFooter ? null : <Footer ctx={ctx} />}
        <UiStrings ctx={ctx} />
      </body>
    </html>
  );
}
