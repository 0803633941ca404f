import type { Strings } from '../src/core/strings.js';

/**
 * A page that sends the reader on at once: meta refresh for no-JS, location.replace keeping query
 * and hash (the script reads its target from `data-to`), absolute canonical, noindex, and a visible link.
 */
export function RedirectStub({
  to,
  canonical,
  strings,
  locale,
  script,
  csp,
}: {
  to: string;
  canonical: string;
  strings: Strings;
  locale: string;
  script: string;
  csp?: string | undefined;
}) {
  const t = strings.t;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        {csp ? <meta httpEquiv="Content-Security-Policy" content={csp} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t('redirect.title')}</title>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonical} />
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, whose hash is in the CSP */}
        <script data-to={to} dangerouslySetInnerHTML={{ __html: script }} />
      </head>
      <body>
        <main>
          <h1>{t('redirect.title')}</h1>
          <p>
            {t('redirect.body')} <a href={to}>{canonical}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
