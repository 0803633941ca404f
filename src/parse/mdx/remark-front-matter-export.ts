// Docusaurus's MDX loader (mdx-loader loader.js, loadMDX's exportsCode) puts `export const frontMatter = …;
// export const contentTitle = …;` before every compiled doc, so its body may write `{frontMatter.status}`.
// The front matter is read as gray-matter reads it (js-yaml's default schema: a date is a Date), and the
// content title is the text of the first h1 before any other heading or thematic break (remark/contentTitle).
import type { Expression, ExportNamedDeclaration } from 'estree';
import { load } from 'js-yaml';
import type { Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import { EXIT, visit } from 'unist-util-visit';

/** A doc that declares one of the names itself keeps its own (Docusaurus would fail on the duplicate). */
const DECLARES = (name: string) => new RegExp(String.raw`\bexport\s+(const|let|var|function)\s+${name}\b`);

/** What each export's node says (its code is in its estree): rehype-static-html.ts knows them by it. */
export const FRONT_MATTER_EXPORTS = new Set(['export const frontMatter = …', 'export const contentTitle = …']);

export function remarkFrontMatterExport() {
  return (tree: Root) => {
    const exports = { frontMatter: () => frontMatterOf(tree), contentTitle: () => contentTitleOf(tree) };
    for (const [name, read] of Object.entries(exports).reverse()) {
      if (tree.children.some((node) => node.type === 'mdxjsEsm' && DECLARES(name).test(node.value))) continue;
      const declaration = exportConst(name, valueExpression(read()));
      tree.children.unshift({
        type: 'mdxjsEsm',
        value: `export const ${name} = …`,
        data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
      });
    }
  };
}

/** The doc's front matter as gray-matter gives it: `{}` when there is none, or when it is not valid YAML. */
function frontMatterOf(tree: Root): unknown {
  const yaml = tree.children.find((node) => node.type === 'yaml');
  if (!yaml) return {};
  try {
    const value = load(yaml.value);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    // helpdocs's own front matter check reports where the YAML is wrong.
    return {};
  }
}

function contentTitleOf(tree: Root): string | undefined {
  let title: string | undefined;
  visit(tree, ['heading', 'thematicBreak'], (node) => {
    if (node.type === 'heading' && node.depth === 1) title = mdastText(node);
    return EXIT;
  });
  return title;
}

function exportConst(name: string, init: Expression): ExportNamedDeclaration {
  return {
    type: 'ExportNamedDeclaration',
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }],
    },
    specifiers: [],
    source: null,
    attributes: [],
  };
}

/** A YAML value (null, boolean, number, string, Date, list or mapping) as the expression that makes it. */
function valueExpression(value: unknown): Expression {
  if (value === undefined) return { type: 'Identifier', name: 'undefined' };
  if (value instanceof Date)
    return {
      type: 'NewExpression',
      callee: { type: 'Identifier', name: 'Date' },
      arguments: [{ type: 'Literal', value: value.getTime() }],
    };
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueExpression) };
  if (typeof value === 'number') return numberExpression(value);
  if (typeof value === 'object' && value !== null)
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, entry]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: valueExpression(entry),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return { type: 'Literal', value };
  return { type: 'Literal', value: String(value) };
}

/** `.inf`, `-.inf` and `.nan` have no literal; a negative number is a minus before one. */
function numberExpression(value: number): Expression {
  if (Number.isNaN(value)) return { type: 'Identifier', name: 'NaN' };
  if (value < 0 || Object.is(value, -0))
    return { type: 'UnaryExpression', operator: '-', prefix: true, argument: numberExpression(-value) };
  return Number.isFinite(value) ? { type: 'Literal', value } : { type: 'Identifier', name: 'Infinity' };
}
