import type { Heading } from '../src/core/model.js';
import type { PageContext } from './context.js';

/**
 * Table of contents, the top level (h2) with the deeper headings under each nested. A page shows it twice (phone and
 * desktop), so each copy names its own title id.
 */
export function Toc({ headings, ctx, titleId }: { headings: readonly Heading[]; ctx: PageContext; titleId: string }) {
  if (headings.length === 0) return null;
  const groups: Array<{ heading: Heading; children: Heading[] }> = [];
  const top = Math.min(...headings.map((heading) => heading.depth));
  for (const heading of headings) {
    const last = groups[groups.length - 1];
    if (heading.depth > top && last) last.children.push(heading);
    else groups.push({ heading, children: [] });
  }
  const link = (heading: Heading) => (
    <a className="toc-link" href={`#${encodeURIComponent(heading.id)}`}>
      {heading.text}
    </a>
  );
  return (
    <nav className="toc" aria-labelledby={titleId}>
      <h2 id={titleId} className="toc-title">
        {ctx.strings.t('doc.onThisPage')}
      </h2>
      <ul>
        {groups.map(({ heading, children }) => (
          <li key={heading.id}>
            {link(heading)}
            {children.length > 0 ? (
              <ul>
                {children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
