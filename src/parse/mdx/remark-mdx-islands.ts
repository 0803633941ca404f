import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from '../markdown/report.js';

/** A site component a doc asks to hydrate: `<Counter client:visible />`. */
export interface IslandUse {
  /** `components/Counter#default`: the module (from the site folder, as imported) and its export. */
  id: string;
  /** Absolute module path as written (the bundler adds the extension). */
  module: string;
  exportName: string;
}

declare module 'vfile' {
  interface DataMap {
    islands: IslandUse[];
  }
}

export const ISLAND_COMPONENT = 'HelpdocsIsland';
const DIRECTIVES = new Set(['client:load', 'client:visible']);

const identifier = (name: string) => ({
  type: 'mdxJsxAttributeValueExpression' as const,
  value: name,
  data: {
    estree: {
      type: 'Program' as const,
      sourceType: 'module' as const,
      body: [{ type: 'ExpressionStatement' as const, expression: { type: 'Identifier' as const, name } }],
    },
  },
});

/**
 * `<Counter client:visible start={2} />` →
 * `<HelpdocsIsland component={Counter} island="…" hydrate="visible" start={2} />`:
 * rendered on the server like any component, and hydrated in the browser from a chunk of the site's
 * own (site-islands.ts). Only components the doc imports from the site's files can be islands.
 */
export function remarkMdxIslands(options: { siteRoot: string }) {
  return (tree: Root, file: VFile) => {
    const imports = new Map<string, { from: string; exportName: string }>();
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        for (const specifier of statement.specifiers) {
          const exportName =
            specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : '*';
          imports.set(specifier.local.name, { from: String(statement.source.value), exportName });
        }
      }
    });
    const uses: IslandUse[] = (file.data.islands = []);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      const marker = element.attributes.find(
        (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && DIRECTIVES.has(a.name),
      );
      if (!marker || !element.name) return;
      const imported = imports.get(element.name);
      const fail = (message: string, hint: string) => report(file, element, 'error', message, 'mdx-island', hint);
      if (
        !imported ||
        imported.from.startsWith('@theme/') ||
        imported.exportName === '*' ||
        !/^(\.{1,2}\/|@site\/)/.test(imported.from)
      ) {
        return fail(
          `<${element.name} ${marker.name}>: only a component imported from the site's own files can hydrate`,
          'import it from "@site/components/…" or a relative path; helpdocs\'s own components need no hydration',
        );
      }
      if (element.children.length > 0)
        return fail(
          `<${element.name} ${marker.name}> cannot have children: a hydrated component gets only its props`,
          'pass the content as a prop',
        );
      const module = imported.from.startsWith('@site/')
        ? path.join(options.siteRoot, imported.from.slice('@site/'.length))
        : path.resolve(path.dirname(file.path), imported.from);
      const id = `${path.relative(options.siteRoot, module).split(path.sep).join('/')}#${imported.exportName}`;
      if (!uses.some((use) => use.id === id)) uses.push({ id, module, exportName: imported.exportName });
      element.attributes = [
        ...element.attributes.filter((a) => a !== marker),
        { type: 'mdxJsxAttribute', name: '__component', value: identifier(element.name) },
        { type: 'mdxJsxAttribute', name: '__island', value: id },
        { type: 'mdxJsxAttribute', name: '__hydrate', value: marker.name.slice('client:'.length) },
      ];
      element.name = ISLAND_COMPONENT;
    });
  };
}
