// What our plugins read from and write to `file.data` while one doc goes through the pipeline.
import type { FileDependency, Heading, LinkRef, SearchSection } from '../../core/model.js';
import type { Strings } from '../../core/strings.js';

export interface LinkContext {
  contentPath: string;
  base: string;
  /** Route of a content path (`ajuda/x.md`), if such a doc exists. */
  routeOf(contentPath: string): string | undefined;
  /** Docusaurus's URL of the page ends in `/` (link-context.ts): relative URLs are read from the page itself. */
  urlEndsInSlash?: boolean;
}

export interface PipelineMessage {
  severity: 'error' | 'warning';
  line: number;
  column: number;
  message: string;
  ruleId: string;
  hint?: string;
  /** Reported once per build under this key (see sortDiagnostics). */
  oncePerBuild?: string;
}

declare module 'vfile' {
  interface DataMap {
    linkContext: LinkContext;
    strings: Strings;
    pageTitle: string;
    links: LinkRef[];
    headings: Heading[];
    anchorIds: Set<string>;
    sections: SearchSection[];
    firstHeadingTitle: string;
    /** The doc is a blog post, whose title heading Docusaurus removes before giving heading ids. */
    blogPost: boolean;
    /** The text of the title heading taken out of the body, which the heading ids still count (rehype-headings.ts). */
    titleSlugText: string;
    /** The title heading's marks as HTML (code, emphasis), when it has any (remark-content-title.ts). */
    titleHtml: string;
    /** The content title is an h1 inside a container, left in the body: the page draws no title of its own. */
    titleInBody: boolean;
    problems: PipelineMessage[];
    files: FileDependency[];
    math: { css: string };
  }
}
