// A doc whose imports are all of modules helpdocs serves itself (React, `@theme/…`, the
// `@docusaurus/…` stand-ins) needs no bundle: each import becomes a lookup in what the doc is run
// with, `arguments[0].helpdocsRequire`, and the doc compiles to a function body like one that
// imports nothing (Jest: most docs that import, `@theme/TOCInline` or npm2yarn's tabs, a bundle each).
import type { Expression, ImportDeclaration, Program, VariableDeclaration } from 'estree';
import type { Root } from 'hast';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';

/** Modules a doc shares with helpdocs instead of bundling its own copy (one React, our theme). */
const DOCUSAURUS_MODULES = [
  'Link',
  'useBaseUrl',
  'useBaseUrlUtils',
  'useDocusaurusContext',
  'BrowserOnly',
  'Translate',
  'router',
  'theme-common',
  'ExecutionEnvironment',
  'useIsBrowser',
  'Head',
  'isInternalUrl',
  'useGlobalData',
  'Interpolate',
  'useBrokenLinks',
  'useIsomorphicLayoutEffect',
  'Noop',
  'ErrorBoundary',
  'constants',
  'plugin-content-docs/client',
];
export const SHARED_MODULE = new RegExp(
  `^(react|react-dom)(/.*)?$|^@theme/|^@docusaurus/(${DOCUSAURUS_MODULES.join('|')})$|^@mdx-js/react$`,
);

/** The name the run doc reads its shared modules from (evaluateMdx passes it). */
export const SHARED_REQUIRE = 'helpdocsRequire';

function lookup(source: string): Expression {
  return {
    type: 'CallExpression',
    optional: false,
    callee: {
      type: 'MemberExpression',
      computed: false,
      optional: false,
      object: {
        type: 'MemberExpression',
        computed: true,
        optional: false,
        object: { type: 'Identifier', name: 'arguments' },
        property: { type: 'Literal', value: 0 },
      },
      property: { type: 'Identifier', name: SHARED_REQUIRE },
    },
    arguments: [{ type: 'Literal', value: source }],
  };
}

/** `import A, { b as c } from 'm'` → `const { default: A, b: c } = arguments[0].helpdocsRequire('m')`. */
function declarationOf(node: ImportDeclaration): VariableDeclaration {
  const module = lookup(String(node.source.value));
  const namespace = node.specifiers.find((specifier) => specifier.type === 'ImportNamespaceSpecifier');
  const declarations: VariableDeclaration['declarations'] = [];
  if (namespace) declarations.push({ type: 'VariableDeclarator', id: namespace.local, init: module });
  const named = node.specifiers.filter((specifier) => specifier.type !== 'ImportNamespaceSpecifier');
  if (named.length > 0 || declarations.length === 0)
    declarations.push({
      type: 'VariableDeclarator',
      id: {
        type: 'ObjectPattern',
        properties: named.map((specifier) => ({
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
          key:
            specifier.type === 'ImportDefaultSpecifier'
              ? { type: 'Identifier', name: 'default' }
              : specifier.imported.type === 'Identifier'
                ? specifier.imported
                : { type: 'Identifier', name: String(specifier.imported.value) },
          value: specifier.local,
        })),
      },
      init: module,
    });
  return { type: 'VariableDeclaration', kind: 'const', declarations };
}

/** Only for a doc compiled to a function body, and only when every import it has is shared. */
export function rehypeSharedImports() {
  return (tree: Root) => {
    const programs: Program[] = [];
    visit(tree, 'mdxjsEsm', (node: MdxjsEsmHast) => {
      if (node.data?.estree) programs.push(node.data.estree);
    });
    const imports = programs.flatMap((program) =>
      program.body.filter((statement): statement is ImportDeclaration => statement.type === 'ImportDeclaration'),
    );
    if (imports.length === 0 || !imports.every((node) => SHARED_MODULE.test(String(node.source.value)))) return;
    for (const program of programs)
      program.body = program.body.map((statement) =>
        statement.type === 'ImportDeclaration' ? declarationOf(statement) : statement,
      );
  };
}
