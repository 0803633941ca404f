import type { DocFooterProps } from './context.js';
import { DocTags } from './DocTags.js';
import { EditIcon } from './Icons.js';

/** Below a doc's text: its tags, edit link and last change (Docusaurus's `DocItem/Footer`). */
export function DocFooter({ ctx, tags, editUrl, lastUpdate }: DocFooterProps) {
  const t = ctx.strings.t;
  return (
    <footer className="doc-footer">
      <DocTags ctx={ctx} tags={tags} />
      <div className="doc-meta">
        {editUrl ? (
          <a className="edit-link" href={editUrl} rel="noopener">
            <EditIcon />
            {t('doc.editThisPage')}
          </a>
        ) : null}
        {lastUpdate ? (
          <p className="last-updated">
            {lastUpdate.author
              ? t('doc.lastUpdatedAtBy', {
                  date: ctx.strings.formatDate(lastUpdate.timestamp),
                  author: lastUpdate.author,
                })
              : t('doc.lastUpdated', { date: ctx.strings.formatDate(lastUpdate.timestamp) })}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
