import { deserialize, serialize } from 'node:v8';
import type { TreeFeed } from './tree-feed.js';

/**
 * MDX syntax trees of texts that several docs share (a doc unchanged across versions and locales:
 * Jest has 153 docs per locale in 68 texts, in 9 locales), so each text is tokenized once per build.
 * A parse depends on the text alone, the syntax being the same for every doc of a build; what
 * depends on the doc's place (its links, images, strings) is done after, on each doc's own copy.
 * Only texts that more than one doc has are kept, each until its last doc is parsed, as
 * `v8.serialize` bytes (about 5 times the text): a copy is read back ~40 times faster than parsed.
 * With a feed, texts are tokenized ahead in a worker thread and arrive as such bytes.
 */
export class TreeMemo {
  private readonly usesLeft = new Map<string, number>();
  private readonly kept = new Map<string, Uint8Array>();

  constructor(
    texts: Iterable<string>,
    private readonly feed?: TreeFeed,
  ) {
    for (const text of texts) this.usesLeft.set(text, (this.usesLeft.get(text) ?? 0) + 1);
    for (const [text, uses] of this.usesLeft) if (uses < 2) this.usesLeft.delete(text);
  }

  /** The tree of `text`: a copy of the one parsed before or in the feed's worker, or `parse()`'s. */
  async parse<Tree>(text: string, parse: () => Tree | undefined): Promise<Tree | undefined> {
    const uses = this.usesLeft.get(text);
    const last = uses === undefined || uses <= 1;
    if (uses !== undefined) {
      if (last) this.usesLeft.delete(text);
      else this.usesLeft.set(text, uses - 1);
    }
    const kept = this.kept.get(text);
    if (kept) {
      if (last) this.kept.delete(text);
      return deserialize(kept) as Tree;
    }
    const fed = this.feed ? await this.feed.take(text) : 'here';
    if (fed === 'over-deadline') return undefined;
    if (fed !== 'here') {
      if (!last) this.kept.set(text, fed);
      return deserialize(fed) as Tree;
    }
    const tree = parse();
    if (tree !== undefined && !last) this.kept.set(text, serialize(tree));
    return tree;
  }

  /** Ends the feed's worker, if it still runs. */
  async stop(): Promise<void> {
    await this.feed?.stop();
  }
}
