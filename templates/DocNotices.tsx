import type { DocHeader } from '../src/core/model.js';
import type { PageContext } from './context.js';

/** Above an unlisted page (a doc, a post, a tag of unlisted docs only): search engines do not index it. */
export function UnlistedBanner({ ctx }: { ctx: PageContext }) {
  const t = ctx.strings.t;
  return (
    <div className="admonition admonition-caution unlisted-banner" role="note">
      <p className="admonition-title">{t('unlisted.title')}</p>
      <div className="admonition-content">
        <p>{t('unlisted.body')}</p>
      </div>
    </div>
  );
}

/** Above a doc's or a post's text: the unlisted banner, and the notice of a page this locale has not translated. */
export function DocNotices({ ctx, doc, original }: { ctx: PageContext; doc: DocHeader; original: unknown }) {
  const t = ctx.strings.t;
  return (
    <>
      {doc.frontMatter.unlisted ? <UnlistedBanner ctx={ctx} /> : null}
      {original ? (
        <div className="admonition admonition-info untranslated-notice" role="note">
          <div className="admonition-content">
            <p>
              {t('i18n.untranslated', {
                language: ctx.languages?.picker(doc.route).find((link) => link.current)?.label ?? ctx.config.locale,
              })}
            </p>
          </div>
        </div>
      ) : null}
    </>
  );
}
