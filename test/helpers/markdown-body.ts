// One Markdown text through the chain a build uses (the fast path, English strings), with no other doc to link to.
import { createStrings } from '../../src/core/strings.js';
import type { DocBody } from '../../src/core/model.js';
import { createPipeline, type PipelineOptions } from '../../src/parse/markdown/pipeline.js';
import { parseBody } from '../../src/parse/parse-body.js';

const table = { base: '/docs/', routeOf: () => undefined };

/** The body of `content/a.md` holding `text`; call loadHtmlParser() first when the text has raw HTML. */
export function markdownBody(text: string, options: PipelineOptions = {}): DocBody {
  const pipeline = createPipeline(createStrings('en'), options);
  return parseBody(pipeline, { path: 'content/a.md', contentPath: 'a.md', text, hash: text }, table).body;
}
