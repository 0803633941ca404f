import type { Element, ElementContent, Root, RootContent } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { htmlParser } from './html/load.js';
import { report } from './report.js';
import { rawHtmlSchema, STRIPPED_WITH_CONTENT } from '../../core/raw-html-schema.js';

const ALLOWED = new Set(rawHtmlSchema.tagNames);
const STRIPPED = new Set(STRIPPED_WITH_CONTENT);
// Checked one element at a time: the parser has already put table parts inside their tables.
const elementSchema = { ...rawHtmlSchema, ancestors: {} };

/**
 * Raw HTML in Markdown is parsed (rehype-raw), then held to the allow-list of core/raw-html-schema.ts.
 * Only elements written as HTML are checked (those that start inside a raw node), so what our own
 * plugins produce keeps its classes. Every removal is a warning at its place: an element not
 * allowed gives way to its content (or goes with it: scripts, styles, frames, forms), an attribute
 * or URL that is not allowed is dropped.
 */
export function rehypeRawHtml(options: { sourceHtmlOnly?: boolean } = {}) {
  return (tree: Root, file: VFile): Root => {
    // With no plugin of the site's to add raw nodes, they come from the source: none without a `<`.
    if (options.sourceHtmlOnly && !String(file.value).includes('<')) return tree;
    const rawRanges: Array<[number, number]> = [];
    visit(tree, 'raw', (node) => {
      const { start, end } = node.position ?? {};
      if (start?.offset !== undefined && end?.offset !== undefined) rawRanges.push([start.offset, end.offset]);
    });
    if (rawRanges.length === 0) return tree;
    const parsed = htmlParser().rehypeRaw()(tree, file) as Root;
    const source = String(file.value);
    const fromRaw = (node: Element) => {
      const offset = node.position?.start.offset;
      return offset !== undefined && rawRanges.some(([from, to]) => offset >= from && offset < to);
    };
    const clean = (children: RootContent[], insideRaw: boolean): RootContent[] =>
      children.flatMap((child): RootContent[] => {
        if (child.type === 'comment') return [];
        if (child.type !== 'element') return [child];
        // Elements the parser adds (a table's tbody) have no position and belong to their parent.
        const raw = child.position ? fromRaw(child) : insideRaw;
        if (!raw) {
          child.children = clean(child.children, false) as ElementContent[];
          return [child];
        }
        return cleanRawElement(child, file, source, (kids) => clean(kids, true));
      });
    parsed.children = clean(parsed.children, false);
    return parsed;
  };
}

function cleanRawElement(
  element: Element,
  file: VFile,
  source: string,
  cleanChildren: (children: RootContent[]) => RootContent[],
): RootContent[] {
  const name = element.tagName;
  const written = writtenName(element, source) ?? name;
  if (STRIPPED.has(name)) {
    report(
      file,
      element,
      'warning',
      `<${written}> is not allowed in content and was removed with its content`,
      'html-removed',
      'scripts, styles, frames and forms never reach a page',
    );
    return [];
  }
  if (!ALLOWED.has(name)) {
    if (/^[A-Z]/.test(written)) {
      report(
        file,
        element,
        'warning',
        `JSX component <${written}> is not rendered in a .md file; only its content is shown`,
        'jsx-in-markdown',
        'rename the file to .mdx to use components',
      );
    } else {
      report(
        file,
        element,
        'warning',
        `<${written}> is not an allowed HTML element; only its content is shown`,
        'html-removed',
        'see "Writing pages" in the README for the allowed elements',
      );
    }
    return cleanChildren(element.children);
  }
  const safe = sanitize({ ...element, children: [] }, elementSchema) as Element | Root;
  const properties = safe.type === 'element' ? safe.properties : {};
  for (const key of Object.keys(element.properties)) {
    if (String(properties[key]) === String(element.properties[key])) continue;
    if (!firstInFile(file, `${written} ${key}`)) continue;
    const value = String(element.properties[key]).slice(0, 40);
    report(
      file,
      element,
      'warning',
      `Attribute ${attributeName(key)}="${value}" of <${written}> is not allowed and was removed (said once per page)`,
      'html-attribute-removed',
      'event handlers, styles, classes and unsafe URLs never reach a page',
    );
  }
  // An image without its source would be an empty box (and invalid HTML).
  if (name === 'img' && properties.src === undefined) return [];
  return [{ ...element, properties, children: cleanChildren(element.children) as ElementContent[] }];
}

const reportedInFile = new WeakMap<VFile, Set<string>>();

/** True the first time a page removes this attribute from this element: a table of 600 rows says it once. */
function firstInFile(file: VFile, key: string): boolean {
  const seen = reportedInFile.get(file) ?? new Set<string>();
  reportedInFile.set(file, seen);
  return !seen.has(key) && Boolean(seen.add(key));
}

/** The tag name as the writer typed it (the parser lower-cases `<Tabs>`). */
function writtenName(element: Element, source: string): string | undefined {
  const offset = element.position?.start.offset;
  if (offset === undefined) return undefined;
  return /^<([A-Za-z][\w.:-]*)/.exec(source.slice(offset, offset + 64))?.[1];
}

/** `onClick` → `onclick`, `className` → `class`, `dataX` → `data-x`: the attribute as written in HTML. */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^(data|aria)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property.toLowerCase();
}
