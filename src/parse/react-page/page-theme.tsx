// What a React page's `@theme/Layout`, `@docusaurus/Head` and theme-common's `PageMetadata` do here:
// the page's content is drawn in a wrapper as Docusaurus's Layout draws it, and its title,
// description and `noFooter` are handed to helpdocs's own layout (navbar, footer) around it.
import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';

/** What a page asked of its layout and head while it was drawn. */
export interface PageMeta {
  title?: string;
  /**
   * A title from the page's own `<Head>`: Helmet keeps the innermost `<title>` as it is, where the
   * Layout's and PageMetadata's are formatted with the site's title first (`useTitleFormatter`).
   */
  wholeTitle?: boolean;
  /** Helmet's `titleTemplate` (`%s` stands for the title), the innermost one. */
  titleTemplate?: string;
  description?: string;
  noFooter?: boolean;
}

/** Filled in by the page's Layout and Head during the server render; absent in a browser. */
export const PageMetaContext = createContext<PageMeta | undefined>(undefined);

interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

/** Docusaurus's Layout without its navbar and footer (helpdocs draws those): the main wrapper. */
export function Layout({ children, title, description, wrapperClassName, noFooter }: LayoutProps) {
  const meta = useContext(PageMetaContext);
  if (meta) {
    if (title && meta.title === undefined) meta.title = title;
    if (description && meta.description === undefined) meta.description = description;
    if (noFooter) meta.noFooter = true;
  }
  return (
    <div id="main" tabIndex={-1} className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}

/** The text of a `<title>`'s children. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

/** `<Head><title>…</title><meta name="description" …/></Head>`: the page's title and description. */
export function Head({ children, titleTemplate }: { children?: ReactNode; titleTemplate?: string }) {
  const meta = useContext(PageMetaContext);
  if (!meta) return null;
  if (typeof titleTemplate === 'string') meta.titleTemplate = titleTemplate;
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const { props, type } = child as ReactElement<{ children?: ReactNode; name?: string; content?: string }>;
    if (type === 'title') {
      meta.title = textOf(props.children);
      meta.wholeTitle = true;
    }
    if (type === 'meta' && props.name === 'description' && props.content) meta.description = props.content;
  }
  return null;
}

/** theme-common's `PageMetadata`: the same, from props. */
export function PageMetadata({ title, description }: { title?: string; description?: string }) {
  const meta = useContext(PageMetaContext);
  if (meta && title) {
    meta.title = title;
    meta.wholeTitle = false;
  }
  if (meta && description) meta.description = description;
  return null;
}

/** theme-common's `HtmlClassNameProvider` and `PageMetadata`'s siblings: their children, as they are. */
export const Passthrough = ({ children }: { children?: ReactNode }) => children ?? null;
