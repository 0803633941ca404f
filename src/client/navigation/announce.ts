// Tells screen readers that the page changed (a normal load would announce the new title).
import { KEEP } from './keep.js';

export function createAnnouncer(): (text: string) => void {
  const region = document.createElement('div');
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.setAttribute(KEEP, '');
  // In the DOM before the first change, or the first announcement may be missed.
  document.body.append(region);
  return (text) => {
    region.textContent = text;
  };
}
