// An SVG file of content/ is published held to the allow-list of `#inline` diagrams: opened on its
// own, on the site's origin, it is a document, and a script or handler in it would run there.
import type { Element, ElementContent } from 'hast';
import { find, svg as svgSchema } from 'property-information';
import { loadHtmlParser } from '../parse/markdown/html/load.js';
import { cleanSvg } from '../parse/markdown/images/inline-svg.js';

const EMPTY_SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';

/**
 * The published bytes of an SVG file: always re-serialized from the cleaned tree, never the source
 * (the source is read as HTML, a browser reads the file as XML: processing instructions, entities
 * and CDATA mean different things to the two, so nothing of the source's syntax is kept).
 */
export async function sanitizedSvgFile(text: string): Promise<string> {
  await loadHtmlParser();
  const cleaned = cleanSvg(text);
  if (!cleaned) return EMPTY_SVG;
  const root = cleaned.root;
  root.properties = { xmlns: 'http://www.w3.org/2000/svg', ...root.properties };
  return `${xml(root)}\n`;
}

function escapeXml(text: string, quote: boolean): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return quote ? escaped.replace(/"/g, '&quot;') : escaped;
}

function xml(node: ElementContent): string {
  if (node.type === 'text') return escapeXml(node.value, false);
  if (node.type !== 'element') return '';
  return element(node);
}

function element(node: Element): string {
  const attributes = Object.entries(node.properties)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => {
      const info = find(svgSchema, name);
      const text = Array.isArray(value) ? value.join(info.commaSeparated ? ',' : ' ') : String(value);
      return ` ${info.attribute}="${escapeXml(value === true ? '' : text, true)}"`;
    })
    .join('');
  const children = node.children.map(xml).join('');
  return children ? `<${node.tagName}${attributes}>${children}</${node.tagName}>` : `<${node.tagName}${attributes}/>`;
}
