// The loading bar: shown only when a page takes more than 200 ms to arrive, so fast changes never
// flash it. Styled here (CSSOM, allowed by the CSP) since it exists only with JavaScript. It lives
// in the entry, so a click made before the router chunk has arrived is answered on time too.
import { KEEP } from './keep.js';

const DELAY_MS = 200;

export interface ProgressBar {
  start(): void;
  stop(): void;
}

export function createProgressBar(label: string): ProgressBar {
  let timer: number | undefined;
  let bar: HTMLElement | undefined;
  const show = () => {
    timer = undefined;
    bar = document.createElement('div');
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', label);
    bar.setAttribute(KEEP, '');
    bar.className = 'page-progress';
    bar.style.cssText =
      'position:fixed;top:0;left:0;z-index:1000;height:3px;width:100%;transform-origin:0 ' +
      '0;background:var(--primary);pointer-events:none';
    document.body.append(bar);
    // Indeterminate: creeps towards the end and waits there for the page.
    bar.animate([{ transform: 'scaleX(0.05)' }, { transform: 'scaleX(0.9)' }], {
      duration: 4000,
      easing: 'cubic-bezier(.1,.6,.3,1)',
      fill: 'forwards',
    });
  };
  return {
    /** Counts 200 ms from the first start; a second start (the router taking over the click) keeps that count. */
    start() {
      if (!bar && timer === undefined) timer = window.setTimeout(show, DELAY_MS);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      bar?.remove();
      bar = undefined;
    },
  };
}
