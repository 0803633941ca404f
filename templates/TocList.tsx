import type { Heading } from '../src/core/model.js';

/**
 * The nested list of a table of contents: the top level (h2 by default), each with the deeper headings
 * after it. The page's TOC (Toc.tsx) and MDX's `<TOCInline />` draw the same list.
 */
export function TocList({
  headings,
  className,
  linkClassName,
}: {
  headings: readonly Heading[];
  className?: string;
  linkClassName?: string;
}) {
  const groups: Array<{ heading: Heading; children: Heading[] }> = [];
  const top = Math.min(...headings.map((heading) => heading.depth));
  for (const heading of headings) {
    const last = groups.at(-1);
    if (heading.depth > top && last) last.children.push(heading);
    else groups.push({ heading, children: [] });
  }
  const link = (heading: Heading) =>
    heading.html === undefined ? (
      <a className={linkClassName} href={`#${encodeURIComponent(heading.id)}`}>
        {heading.text}
      </a>
    ) : (
      <a
        className={linkClassName}
        href={`#${encodeURIComponent(heading.id)}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text in marks only (heading-marks.ts)
        dangerouslySetInnerHTML={{ __html: heading.html }}
      />
    );
  return (
    <ul className={className}>
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
  );
}
