import { configHtml } from '../src/parse/markdown/html/config-html.js';
import type { PageContext } from './context.js';

export function Footer({ ctx }: { ctx: PageContext }) {
  const { footer } = ctx.config;
  // Nothing to show (a Docusaurus site without themeConfig.footer): no empty band, as Docusaurus draws none.
  if (footer.columns.length === 0 && !footer.copyright) return null;
  return (
    <footer className="footer">
      {footer.columns.length > 0 ? (
        <div className="footer-columns">
          {footer.columns.map((column) => (
            <section key={column.title} className="footer-column">
              <h2 className="footer-title">{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={ctx.linkLabel(item) || item.ariaLabel}>
                    <a
                      href={ctx.resolveLink(item)}
                      aria-label={item.ariaLabel}
                      {...(item.href ? { rel: 'noopener' } : {})}
                    >
                      {ctx.linkLabel(item)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
      {footer.copyright ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the allow-list of raw HTML in content
        <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: configHtml(footer.copyright) }} />
      ) : null}
    </footer>
  );
}
