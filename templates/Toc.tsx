import type { Heading } from '../src/core/model.js';
import type { PageContext } from './context.js';
import { TocList } from './TocList.js';

/**
 * Table of contents, the top level (h2) with the deeper headings under each nested. A page shows it twice (phone and
 * desktop), so each copy names its own title id.
 */
export function Toc({ headings, ctx, titleId }: { headings: readonly Heading[]; ctx: PageContext; titleId: string }) {
  if (headings.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby={titleId}>
      <h2 id={titleId} className="toc-title">
        {ctx.strings.t('doc.onThisPage')}
      </h2>
      <TocList headings={headings} linkClassName="toc-link" />
    </nav>
  );
}
