// The few Infima classes Docusaurus pages are written with (container, row, col, button, hero,
// spacing), drawn with helpdocs's colours. Only React pages link them, in a stylesheet before the
// site's, each rule one class strong as Infima's own: the site's CSS and Tailwind's utilities win.
// Infima's `--ifm-*` variables are given too, at no specificity, so the site's own (`:root` in its
// custom CSS) win: pages' CSS modules read them.
/**
 * Infima's element defaults (headings, paragraphs, lists…), inside React pages only and at no specificity: the
 * site's own CSS and its Tailwind utilities win, as they do over Infima. `--ifm-font-family-base` is the site's
 * if it sets one; unset, the text keeps helpdocs's font (a var() of nothing leaves font-family inherited).
 */
const ELEMENT_RULES = `:where(.main-wrapper){font-family:var(--ifm-font-family-base)}
:where(.main-wrapper :is(h1,h2,h3,h4,h5,h6)){font-family:var(--ifm-heading-font-family);
font-weight:var(--ifm-heading-font-weight);line-height:var(--ifm-heading-line-height);
margin:var(--ifm-heading-margin-top) 0 var(--ifm-heading-margin-bottom) 0}
${[1, 2, 3, 4, 5, 6].map((n) => `:where(.main-wrapper h${n}){font-size:var(--ifm-h${n}-font-size)}`).join('\n')}
:where(.main-wrapper p){margin:0 0 var(--ifm-paragraph-margin-bottom)}
:where(.main-wrapper :is(ul,ol)){margin:0 0 var(--ifm-list-margin);padding-left:var(--ifm-list-left-padding)}
:where(.main-wrapper :is(ul,ol) :is(ul,ol)){margin:0}
:where(.main-wrapper img){max-width:100%}
:where(.main-wrapper hr){background-color:var(--border);border:0;height:1px;margin:1.5rem 0}
:where(.main-wrapper blockquote){border-left:.25rem solid var(--ifm-color-emphasis-300);
color:var(--ifm-color-emphasis-800);margin:0 0 var(--ifm-spacing-vertical);padding:0 var(--ifm-spacing-horizontal)}
:where(.main-wrapper blockquote>:first-child){margin-top:0}
:where(.main-wrapper blockquote>:last-child){margin-bottom:0}
:where(.main-wrapper table){border-collapse:collapse;display:block;margin-bottom:var(--ifm-spacing-vertical);
overflow:auto}`;

export const INFIMA_RULES = `
:where(:root){--ifm-color-primary:var(--primary);--ifm-color-primary-dark:var(--primary-strong);
--ifm-color-primary-darker:var(--primary-strong);--ifm-color-primary-light:var(--primary);
--ifm-color-primary-lighter:var(--primary-soft);--ifm-font-color-base:var(--text);
--ifm-background-color:var(--bg);--ifm-background-surface-color:var(--surface);
--ifm-color-emphasis-100:var(--surface);--ifm-color-emphasis-200:var(--surface-strong);
--ifm-color-emphasis-300:var(--border);--ifm-color-emphasis-600:var(--muted);--ifm-color-emphasis-800:var(--text);
--ifm-spacing-horizontal:1rem;--ifm-spacing-vertical:1rem;--ifm-navbar-height:var(--navbar-height);
--ifm-global-radius:var(--radius);--ifm-heading-font-weight:700;--ifm-link-color:var(--primary);
--ifm-hero-background-color:var(--surface);--ifm-navbar-background-color:var(--bg);--ifm-hero-text-color:var(--text);
--ifm-font-color-secondary:var(--muted);--ifm-color-white:#fff;--ifm-color-black:#000;
--ifm-heading-font-family:var(--ifm-font-family-base);--ifm-heading-line-height:1.25;--ifm-heading-margin-top:0;
--ifm-heading-margin-bottom:var(--ifm-spacing-vertical);--ifm-h1-font-size:2rem;--ifm-h2-font-size:1.5rem;
--ifm-h3-font-size:1.25rem;--ifm-h4-font-size:1rem;--ifm-h5-font-size:.875rem;--ifm-h6-font-size:.85rem;
--ifm-leading:1.25rem;--ifm-paragraph-margin-bottom:var(--ifm-leading);--ifm-list-margin:1rem;
--ifm-list-left-padding:2rem}
${ELEMENT_RULES}
.main-wrapper{display:block;flex:1 0 auto;width:100%;min-width:0}
:where(.main-wrapper) a{color:var(--ifm-link-color);text-decoration:none}
:where(.main-wrapper) a:hover{text-decoration:underline}
:where(.main-wrapper) .container{max-width:1140px;margin:0 auto;padding:0 1rem;width:100%;box-sizing:border-box}
:where(.main-wrapper) .container--fluid{max-width:inherit}
:where(.main-wrapper) .row{display:flex;flex-wrap:wrap;margin:0 -1rem}
:where(.main-wrapper) .row--no-gutters{margin:0}
:where(.main-wrapper) .col{flex:1 0;max-width:100%;padding:0 1rem;box-sizing:border-box;width:100%}
${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
  .map(
    (n) =>
      `:where(.main-wrapper) .col--${n}{flex:0 0 ${((n / 12) * 100).toFixed(4)}%;` +
      `max-width:${((n / 12) * 100).toFixed(4)}%}`,
  )
  .join('\n')}
${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
  .map((n) => `:where(.main-wrapper) .col--offset-${n}{margin-left:${((n / 12) * 100).toFixed(4)}%}`)
  .join('\n')}
@media (max-width:996px){:where(.main-wrapper) .col{flex-basis:100%;max-width:100%;margin-left:0}}
:where(.main-wrapper) .hero{display:flex;align-items:center;padding:4rem 2rem;background:var(--surface);
color:var(--text)}
:where(.main-wrapper) .hero--primary{background:var(--ifm-color-primary);color:#fff}
:where(.main-wrapper) .hero--dark{background:#303846;color:#fff}
:where(.main-wrapper) .hero__title{font-size:3rem;margin:0 0 .5rem;line-height:1.2}
:where(.main-wrapper) .hero__subtitle{font-size:1.5rem;margin:0 0 1rem}
:where(.main-wrapper) .button{display:inline-block;padding:.4rem 1.5rem;border:2px solid var(--ifm-color-primary);
border-radius:.4rem;font-weight:700;line-height:1.5;text-align:center;text-decoration:none;cursor:pointer;
background:var(--ifm-color-primary);color:var(--bg);white-space:nowrap}
:where(.main-wrapper) .button--secondary{background:var(--surface-strong);border-color:var(--surface-strong);
color:var(--text)}
:where(.main-wrapper) .button--outline{background:transparent;color:inherit;border-color:currentColor}
:where(.main-wrapper) .button--lg{padding:.6rem 2rem;font-size:1.2rem}
:where(.main-wrapper) .button--sm{padding:.2rem 1rem;font-size:.875rem}
:where(.main-wrapper) .button--block{display:block;width:100%}
:where(.main-wrapper) .card{display:flex;flex-direction:column;background:var(--bg);border-radius:var(--radius);
box-shadow:var(--shadow);overflow:hidden}
:where(.main-wrapper) .card__header,:where(.main-wrapper) .card__body,:where(.main-wrapper) .card__footer{padding:1rem}
:where(.main-wrapper) .text--center{text-align:center}:where(.main-wrapper) .text--left{text-align:left}
:where(.main-wrapper) .text--right{text-align:right}:where(.main-wrapper) .text--bold{font-weight:700}
:where(.main-wrapper) .text--italic{font-style:italic}
:where(.main-wrapper) .text--truncate{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${['', 'top', 'bottom', 'left', 'right', 'vert', 'horiz']
  .flatMap((side) =>
    ['none', 'xs', 'sm', 'md', 'lg', 'xl'].flatMap((size, i) =>
      ['padding', 'margin'].map((kind) => {
        const value = `${[0, 0.25, 0.5, 1, 2, 5][i]}rem`;
        const sides =
          side === ''
            ? ['']
            : side === 'vert'
              ? ['-top', '-bottom']
              : side === 'horiz'
                ? ['-left', '-right']
                : [`-${side}`];
        const rules = sides.map((s) => `${kind}${s}:${value}`).join(';');
        return `:where(.main-wrapper) .${kind}${side ? `-${side}` : ''}--${size}{${rules}}`;
      }),
    ),
  )
  .join('\n')}
@media (max-width:996px){:where(.main-wrapper) .hero{padding:2rem 1rem}
:where(.main-wrapper) .hero__title{font-size:2rem}}
`;
