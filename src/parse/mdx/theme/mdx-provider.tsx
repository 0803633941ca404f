// `@mdx-js/react`, as Docusaurus compiles MDX with it (providerImportSource): an imported partial, and
// any MDX the doc renders, gets the components the site's MDXComponents gives every doc.
import { createContext, type ReactNode, useContext } from 'react';

type Components = Record<string, unknown>;
type Merge = (outer: Components) => Components;

export const MdxComponentsContext = createContext<Components>({});

export function useMDXComponents(components?: Components | Merge): Components {
  const outer = useContext(MdxComponentsContext);
  return typeof components === 'function' ? components(outer) : { ...outer, ...components };
}

export function MDXProvider(props: {
  components?: Components | Merge;
  disableParentContext?: boolean;
  children?: ReactNode;
}) {
  const outer = useMDXComponents();
  const own = typeof props.components === 'function' ? props.components(outer) : props.components;
  const value = props.disableParentContext ? (own ?? {}) : { ...outer, ...own };
  return <MdxComponentsContext.Provider value={value}>{props.children}</MdxComponentsContext.Provider>;
}
