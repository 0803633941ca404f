import type { UiStrings as UiStringsData } from '../src/client/ui-strings.js';
import type { PageContext } from './context.js';

/** The strings browser code needs (crash boundary, copy button, drawer), as JSON in the page. */
export function UiStrings({ ctx }: { ctx: PageContext }) {
  const t = ctx.strings.t;
  const data: UiStringsData = {
    crashTitle: t('crash.title'),
    crashRetry: t('crash.retry'),
    copy: t('code.copy'),
    copied: t('code.copied'),
    copyLabel: t('code.copyLabel'),
    wrap: t('code.wrap'),
    close: t('nav.close'),
    expand: t('nav.expand', { label: '{label}' }),
    collapse: t('nav.collapse', { label: '{label}' }),
    backToTop: t('doc.backToTop'),
    loading: t('nav.loading'),
  };
  // "<" escaped so the JSON can never close the script element.
  return (
    <script
      id="hd-ui"
      type="application/json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
