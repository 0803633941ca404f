// Docusaurus's `@theme/Footer/*` parts, which a swizzled Footer composes, drawn with helpdocs's footer
// classes: columns of links, the logo, the copyright line and the layout holding them.
import type { ReactNode } from 'react';
import { configHtml } from '../parse/markdown/html/config-html.js';

interface FooterLink {
  label?: string;
  href?: string;
  to?: string;
  html?: string;
}
interface FooterColumn {
  title?: string | null;
  items?: FooterLink[];
}

function LinkItem({ item }: { item: FooterLink }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own footer item, from its config
  if (item.html) return <li dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li>
      <a href={item.href ?? item.to}>{item.label}</a>
    </li>
  );
}

function Links({ links = [] }: { links?: ReadonlyArray<FooterColumn | FooterLink> }) {
  const columns = links.filter((link): link is FooterColumn => 'items' in link);
  const loose = links.filter((link): link is FooterLink => !('items' in link));
  return (
    <div className="footer-columns">
      {columns.map((column, i) => (
        <section key={column.title ?? i} className="footer-column">
          {column.title ? <h2 className="footer-title">{column.title}</h2> : null}
          <ul>
            {(column.items ?? []).map((item, j) => (
              <LinkItem key={item.label ?? j} item={item} />
            ))}
          </ul>
        </section>
      ))}
      {loose.length > 0 ? (
        <ul>
          {loose.map((item, j) => (
            <LinkItem key={item.label ?? j} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Copyright({ copyright }: { copyright?: string }) {
  if (!copyright) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the allow-list of raw HTML in content
  return <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: configHtml(copyright) }} />;
}

function Logo({ logo }: { logo?: { src?: string; alt?: string; href?: string; width?: number; height?: number } }) {
  if (!logo?.src) return null;
  const image = <img src={logo.src} alt={logo.alt ?? ''} width={logo.width} height={logo.height} />;
  return logo.href ? <a href={logo.href}>{image}</a> : image;
}

function Layout({ links, logo, copyright }: { links?: ReactNode; logo?: ReactNode; copyright?: ReactNode }) {
  return (
    <footer className="footer">
      {links}
      {logo || copyright ? (
        <div className="footer-bottom">
          {logo}
          {copyright}
        </div>
      ) : null}
    </footer>
  );
}

/** The two shapes Footer/Links picks between (theme-common's isMultiColumnFooterLinks), one list here. */
const MultiColumn = ({ columns }: { columns?: FooterColumn[] }) => <Links links={columns ?? []} />;
const Simple = ({ links }: { links?: FooterLink[] }) => <Links links={links ?? []} />;

export const FOOTER_PARTS: Record<string, unknown> = {
  '@theme/Footer/Links': { __esModule: true, default: Links },
  '@theme/Footer/Links/MultiColumn': { __esModule: true, default: MultiColumn },
  '@theme/Footer/Links/Simple': { __esModule: true, default: Simple },
  '@theme/Footer/LinkItem': { __esModule: true, default: LinkItem },
  '@theme/Footer/Copyright': { __esModule: true, default: Copyright },
  '@theme/Footer/Logo': { __esModule: true, default: Logo },
  '@theme/Footer/Layout': { __esModule: true, default: Layout },
};
