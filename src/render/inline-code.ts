import type { PageContext } from '../../templates/context.js';
import { analyticsScript } from './analytics-snippet.js';
import { announcementCss } from '../../templates/AnnouncementBar.js';
import { basePathScript } from '../../templates/BasePathCheck.js';
import { START_SCRIPT } from '../../templates/StartScripts.js';
import { REDIRECT_SCRIPT } from './head-script.js';

/** The inline code every page may carry, exactly as it appears between its tags. */
export interface InlineCode {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * Every inline script and style element the templates can emit, for the CSP's hashes. A template
 * that adds one lists it here; test/quality/csp.test.ts checks every built page against this list.
 */
export function inlineCodeOf(ctx: PageContext): InlineCode {
  const bar = ctx.config.announcementBar;
  const analytics = analyticsScript(ctx.config.analytics);
  return {
    scripts: [ctx.headScript, START_SCRIPT, basePathScript(ctx), REDIRECT_SCRIPT, ...(analytics ? [analytics] : [])],
    styles: bar ? [announcementCss(bar)] : [],
  };
}
