// What an MDX doc may not put on a page, whoever wrote it (a writer's JSX, an expression, a
// component): the rules raw HTML in Markdown follows for code. MDX is code and runs at build time,
// but what it renders reaches readers, so a trusted writer's typo cannot ship a script either.
import { refusedScheme } from '../../core/unsafe-url.js';

/**
 * Elements that run code, load another document or change how the page resolves URLs and reloads.
 * Not `<link>`: React renders `<link rel="preload">` for images itself.
 */
export const MDX_REFUSED_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'base',
  'meta',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
]);

/** Attributes (HTML or React spelling) that hold URLs a reader's browser follows or loads. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlinkhref',
  'xlink:href',
  'poster',
  'data',
  'cite',
  'background',
]);

/** Why an attribute may not be rendered, or undefined when it may. */
export function refusedAttribute(tagName: string, name: string, value: unknown): string | undefined {
  const lower = name.toLowerCase();
  if (/^on/.test(lower)) return 'an event handler';
  if (lower === 'dangerouslysetinnerhtml') return 'HTML set by dangerouslySetInnerHTML';
  if (lower === 'srcdoc') return 'a document in srcdoc';
  if (lower === 'http-equiv' || lower === 'httpequiv') return 'an http-equiv';
  if (URL_ATTRIBUTES.has(lower) && typeof value === 'string') {
    const scheme = refusedScheme(value, tagName === 'img' ? 'image' : 'link');
    if (scheme) return `a ${scheme}: URL`;
  }
  return undefined;
}
