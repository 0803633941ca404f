// Whether the site's remark plugins change how Markdown is tokenized (remark-math adds micromark
// extensions; a plugin may wrap the parser): only then does a thread that only tokenizes (the MDX
// tree worker) need them, and pay for attaching them (Redux's build a TypeScript program each).
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { MarkdownPlugins } from '../../core/config.js';
import { userPlugins } from './user-plugins.js';

/** The syntax a frozen chain tokenizes with: its extensions, and its parser's code. */
function syntaxOf(processor: { data(): unknown; parser?: unknown }): string {
  const data = processor.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  return [
    data.micromarkExtensions?.length ?? 0,
    data.fromMarkdownExtensions?.length ?? 0,
    String(processor.parser),
  ].join('\n');
}

export function remarkPluginsChangeSyntax(plugins: MarkdownPlugins | undefined): boolean {
  const own = userPlugins(plugins, 'remark');
  if (own.length === 0) return false;
  try {
    const plain = unified().use(remarkParse).freeze();
    const withOwn = unified().use(remarkParse).use(own).freeze();
    return syntaxOf(withOwn) !== syntaxOf(plain);
  } catch {
    // A plugin that fails to attach fails the same way where the doc is parsed: let that thread say so.
    return true;
  }
}
