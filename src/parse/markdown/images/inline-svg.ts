// An SVG file's markup put into the page (`![alt](x.svg#inline)`), held to an allow-list: drawing
// elements and presentation attributes only, nothing that runs, loads or styles anything else.
import type { Element, ElementContent, Properties } from 'hast';
import { find, svg as svgSchema } from 'property-information';
import { htmlParser } from '../html/load.js';

/** Drawing, text, paint servers and filters: what a diagram is made of. */
const ALLOWED = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);
/** Containers whose content is kept when they go: a link's or a switch's drawing stays. */
const UNWRAPPED = new Set(['a', 'switch']);

/**
 * CSS properties SVG also takes as attributes: a `style` attribute (which the site's CSP would
 * block) becomes these; any other declaration is removed.
 */
const PRESENTATION = new Set([
  'clip-path',
  'clip-rule',
  'color',
  'display',
  'dominant-baseline',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'letter-spacing',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'opacity',
  'overflow',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'transform',
  'visibility',
  'word-spacing',
]);

export type InlinedSvg = { ok: true; svg: Element; removed: string[] } | { ok: false; error: string };

/**
 * The file's `<svg>` as a hast element: ids prefixed with `idPrefix` (and every `#id` / `url(#id)`
 * that points at them) so two diagrams on one page never share one; `role="img"` named by `alt`,
 * or hidden from assistive technology when `alt` is empty. `removed` names what was taken out.
 */
export function inlineSvg(text: string, alt: string, idPrefix: string): InlinedSvg {
  const cleaned = cleanSvg(text);
  if (!cleaned) return { ok: false, error: 'the file has no <svg> element' };
  const { root, removed, ids } = cleaned;
  const children = root.children.filter((node) => !(node.type === 'element' && node.tagName === 'title'));
  const properties = root.properties;
  const svg: Element = {
    type: 'element',
    tagName: 'svg',
    properties: {
      ...properties,
      className: ['inline-svg'],
      ...(alt ? { role: 'img', ariaLabel: alt } : { ariaHidden: 'true' }),
    },
    children: alt
      ? [{ type: 'element', tagName: 'title', properties: {}, children: [{ type: 'text', value: alt }] }, ...children]
      : children,
  };
  prefixIds(svg, ids, idPrefix);
  return { ok: true, svg, removed };
}

/**
 * The file's `<svg>` held to the allow-list, ids and title as they are (also what a linked SVG file
 * of content/ is published as); undefined when the text has no `<svg>` element.
 */
export function cleanSvg(text: string): { root: Element; removed: string[]; ids: Set<string> } | undefined {
  const tree = htmlParser().fromHtml(text, { fragment: true, space: 'svg' });
  const svg = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) return undefined;
  const removed = new Set<string>();
  const ids = new Set<string>();
  const children = clean(svg.children, removed, ids);
  const properties = cleanProperties(svg.properties, removed, ids);
  return { root: { ...svg, properties, children }, removed: [...removed].sort(), ids };
}

function clean(nodes: readonly ElementContent[], removed: Set<string>, ids: Set<string>): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'comment') return [];
    if (node.type !== 'element') return [node];
    if (UNWRAPPED.has(node.tagName)) {
      removed.add(`<${node.tagName}>`);
      return clean(node.children, removed, ids);
    }
    if (!ALLOWED.has(node.tagName)) {
      // Editor metadata (sodipodi:namedview, metadata) says nothing a reader sees.
      if (!node.tagName.includes(':') && node.tagName !== 'metadata') removed.add(`<${node.tagName}>`);
      return [];
    }
    return [
      {
        ...node,
        properties: cleanProperties(node.properties, removed, ids),
        children: clean(node.children, removed, ids),
      },
    ];
  });
}

function cleanProperties(properties: Properties, removed: Set<string>, ids: Set<string>): Properties {
  const kept: Properties = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null) continue;
    const attribute = find(svgSchema, name).attribute;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    if (name === 'style') {
      for (const [property, declared] of declarations(text)) {
        if (PRESENTATION.has(property) && !externalRef(declared)) kept[find(svgSchema, property).property] = declared;
        else removed.add(`style "${property}"`);
      }
      continue;
    }
    if (name === 'id') ids.add(text);
    // Namespace declarations and editor attributes (inkscape:label) say nothing a reader sees.
    if (/^(xmlns|xml[A-Z])/.test(name) || (attribute.includes(':') && attribute !== 'xlink:href')) continue;
    // Handlers would run; classes belong to the stylesheet that is not kept.
    if (/^on/i.test(name) || name === 'className') {
      removed.add(name === 'className' ? 'class' : attribute.toLowerCase());
      continue;
    }
    if (/^(href|xLinkHref)$/.test(name) && !text.startsWith('#')) {
      removed.add(`${attribute}="${text.slice(0, 40)}"`);
      continue;
    }
    if (externalRef(text)) {
      removed.add(`${attribute}="${text.slice(0, 40)}"`);
      continue;
    }
    kept[name] = value;
  }
  // One spelling of a reference: SVG 2's href.
  if (kept.xLinkHref !== undefined) {
    kept.href ??= kept.xLinkHref;
    delete kept.xLinkHref;
  }
  return kept;
}

/** `url(…)` to anything but an element of this SVG, or a script URL. */
function externalRef(value: string): boolean {
  return (
    /javascript:/i.test(value) ||
    [...value.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)].some((match) => !match[1]?.startsWith('#'))
  );
}

function declarations(style: string): Array<[string, string]> {
  return style
    .split(';')
    .map((part) => part.split(':'))
    .flatMap(
      ([property, value, ...rest]): Array<[string, string]> =>
        rest.length === 0 && property?.trim() && value?.trim() ? [[property.trim().toLowerCase(), value.trim()]] : [],
    );
}

function prefixIds(node: Element, ids: ReadonlySet<string>, prefix: string): void {
  const prefixed = (id: string) => (ids.has(id) ? `${prefix}${id}` : id);
  for (const [name, value] of Object.entries(node.properties)) {
    if (name === 'id') node.properties.id = prefixed(String(value));
    else if (name === 'href' && typeof value === 'string') node.properties.href = `#${prefixed(value.slice(1))}`;
    else if (/^aria(LabelledBy|DescribedBy)$/.test(name))
      node.properties[name] = String(Array.isArray(value) ? value.join(' ') : value)
        .split(/\s+/)
        .map(prefixed)
        .join(' ');
    else if (typeof value === 'string' && value.includes('url(#'))
      node.properties[name] = value.replace(
        /url\(\s*(['"]?)#([^'")\s]+)/g,
        (_, quote: string, id: string) => `url(${quote}#${prefixed(id)}`,
      );
  }
  for (const child of node.children) if (child.type === 'element') prefixIds(child, ids, prefix);
}
