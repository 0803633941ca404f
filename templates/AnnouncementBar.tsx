import type { Config } from '../src/core/config.js';
import { configHtml, configHtmlText } from '../src/parse/markdown/html/config-html.js';
import type { PageContext } from './context.js';

type Bar = NonNullable<Config['announcementBar']>;

/**
 * The bar's colours, from the config. A `<style>` in <head> (its hash goes into the CSP) rather than
 * a style attribute, which a policy without 'unsafe-inline' would block. "<" is escaped so the text
 * can never close the element.
 */
export function announcementCss(bar: Bar): string {
  // After the stylesheet in <head>, so it wins over the theme's colours at the same specificity.
  return `.announcement{background-color:${bar.backgroundColor};color:${bar.textColor}}`.replace(/</g, '\\3c ');
}

export function AnnouncementStyle({ ctx }: { ctx: PageContext }) {
  const bar = ctx.config.announcementBar;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS made from colours the config schema validated
  return bar ? <style dangerouslySetInnerHTML={{ __html: announcementCss(bar) }} /> : null;
}

export function AnnouncementBar({ ctx }: { ctx: PageContext }) {
  const bar = ctx.config.announcementBar;
  if (!bar) return null;
  return (
    <section className="announcement" aria-label={configHtmlText(bar.content)} data-announcement-id={bar.id}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the allow-list of raw HTML in content */}
      <p className="announcement-text" dangerouslySetInnerHTML={{ __html: configHtml(bar.content) }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="announcement-close"
          aria-label={ctx.strings.t('announcement.close')}
          data-announcement-close=""
          hidden
        >
          ×
        </button>
      ) : null}
    </section>
  );
}
