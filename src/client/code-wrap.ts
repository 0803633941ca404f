// "Quebrar linhas" on every code block: long lines wrap instead of scrolling sideways. A toggle
// button (aria-pressed), so screen readers announce its state.
import type { UiStrings } from './ui-strings.js';

export function wrapToggle(block: HTMLElement, strings: UiStrings): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'code-wrap';
  button.textContent = strings.wrap;
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', () => {
    const wrapped = !block.classList.contains('code-block-wrapped');
    block.classList.toggle('code-block-wrapped', wrapped);
    button.setAttribute('aria-pressed', String(wrapped));
  });
  return button;
}
