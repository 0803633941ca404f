import type { PageContext } from './context.js';

/**
 * Served under another path than its base, a page loads no CSS or JavaScript (their URLs start
 * with the base), so this inline script explains the misconfiguration with inline styles.
 */
export function BasePathCheck({ ctx }: { ctx: PageContext }) {
  const base = ctx.config.base;
  const message = ctx.strings.t('basePath.banner', { base });
  const style = 'margin:0;padding:1rem;background:#fef2f2;color:#7f1d1d;font:1rem/1.5 sans-serif';
  // indexOf is 0 only when the path starts with the base.
  const script =
    `if(location.pathname.indexOf(${JSON.stringify(base)})){let d=document.createElement('p');d.id='base-path-banner';d.role='alert';` +
    `d.style.cssText=${JSON.stringify(style)};d.textContent=${JSON.stringify(message)}.replace('{path}',location.pathname);document.body.prepend(d)}`;
  return <script dangerouslySetInnerHTML={{ __html: script.replace(/</g, '\\u003c') }} />;
}
