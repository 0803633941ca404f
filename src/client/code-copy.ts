// "Copiar" and "Quebrar linhas" on every code block (added here: without JavaScript neither could work).
import { wrapToggle } from './code-wrap.js';
import type { UiStrings } from './ui-strings.js';

const SHOW_COPIED_MS = 2000;

export function startCodeCopy(strings: UiStrings): undefined {
  for (const pre of document.querySelectorAll<HTMLPreElement>('.markdown pre')) {
    const wrapper = document.createElement('div');
    wrapper.className = 'code-block';
    pre.before(wrapper);
    wrapper.append(pre);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-copy';
    const show = (copied: boolean) => {
      button.textContent = copied ? strings.copied : strings.copy;
      button.setAttribute('aria-label', copied ? strings.copied : strings.copyLabel);
      button.classList.toggle('code-copy-done', copied);
    };
    show(false);
    let timer: number | undefined;
    button.addEventListener('click', () => {
      const text = (pre.querySelector('code') ?? pre).textContent ?? '';
      void navigator.clipboard.writeText(text).then(() => {
        show(true);
        clearTimeout(timer);
        timer = window.setTimeout(() => show(false), SHOW_COPIED_MS);
      });
    });
    const actions = document.createElement('div');
    actions.className = 'code-actions';
    actions.append(wrapToggle(wrapper, strings), button);
    wrapper.append(actions);
  }
}
