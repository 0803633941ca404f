import type { PageContext } from './context.js';

/**
 * Served under another path than its base, a page loads no CSS or JavaScript (their URLs start
 * with the base), so this inline script explains the misconfiguration with inline styles.
 */
export function BasePathCheck({ ctx }: { ctx: PageContext }) {
  const base = ctx.config.base;
  const message = ctx.strings.t('basePath.banner', { base });
  const style = [
    'margin:0',
    'padding:1rem 1.25rem',
    'background:#fef2f2',
    'color:#7f1d1d',
    'border-bottom:2px solid #b91c1c',
    'font:1rem/1.5 system-ui,sans-serif',
  ].join(';');
  const script =
    `(function(){var b=${JSON.stringify(base)};if(location.pathname.slice(0,b.length)===b)return;` +
    `var d=document.createElement('p');d.id='base-path-banner';d.setAttribute('role','alert');d.style.cssText=${JSON.stringify(style)};` +
    `d.textContent=${JSON.stringify(message)}.replace('{path}',location.pathname);document.body.insertBefore(d,document.body.firstChild)})();`;
  return <script dangerouslySetInnerHTML={{ __html: script.replace(/</g, '\\u003c') }} />;
}
