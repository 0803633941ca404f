import type { Element, Root, RootContent } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { SearchSection } from '../../core/model.js';

const SECTION_HEADING = new Set(['h2', 'h3']);
const MDX_CODE = new Set<string>(['mdxjsEsm', 'mdxFlowExpression']);

function isElement(node: RootContent): node is Element {
  return node.type === 'element';
}

/** Splits the page's plain text at h2/h3, one search document per section (indexed from hast, not HTML). */
export function rehypeSections() {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [{ anchor: '', heading: '', text: '' }];
    const parts: string[][] = [[]];
    for (const node of tree.children) {
      // MDX: `import`/`export` lines and `{expressions}` are code, not text.
      if (MDX_CODE.has(node.type)) continue;
      if (isElement(node) && SECTION_HEADING.has(node.tagName)) {
        const heading = hastText(node).replace(/#$/, '').trim();
        sections.push({ anchor: String(node.properties.id ?? ''), heading, text: '' });
        parts.push([]);
        continue;
      }
      if (isElement(node) && node.tagName === 'pre') continue; // code is noise in search results
      parts.at(-1)?.push(hastText(node));
    }
    sections.forEach((section, i) => {
      section.text = (parts[i] ?? []).join(' ').replace(/\s+/g, ' ').trim();
    });
    file.data.sections = sections.filter((s) => s.anchor !== '' || s.text !== '');
  };
}
