import type { PageContext } from './context.js';

/**
 * The script behind the banner: the same on every page of a site, so the CSP carries one hash for it.
 * indexOf is 0 only when the path starts with the base.
 */
export function basePathScript(ctx: PageContext): string {
  const base = ctx.config.base;
  const message = ctx.strings.t('basePath.banner', { base });
  const style = 'margin:0;padding:1rem;background:#fef2f2;color:#7f1d1d;font:1rem/1.5 sans-serif';
  const script =
    `if(location.pathname.indexOf(${JSON.stringify(base)})){let d=document.createElement('p');` +
    `d.id='base-path-banner';d.role='alert';d.style.cssText=${JSON.stringify(style)};` +
    `d.textContent=${JSON.stringify(message)}.replace('{path}',location.pathname);document.body.prepend(d)}`;
  return script.replace(/</g, '\\u003c');
}

/**
 * Served under another path than its base, a page loads no CSS or JavaScript (their URLs start
 * with the base), so this inline script explains the misconfiguration with inline styles (set
 * through the CSSOM, which a CSP without 'unsafe-inline' still allows).
 */
export function BasePathCheck({ ctx }: { ctx: PageContext }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, whose hash is in the CSP
  return <script dangerouslySetInnerHTML={{ __html: basePathScript(ctx) }} />;
}
