import { deserialize, serialize } from 'node:v8';

/**
 * MDX syntax trees of texts that several docs share (a doc unchanged across versions and locales:
 * Jest has 153 docs per locale in 68 texts, in 9 locales), so each text is tokenized once per build.
 * A parse depends on the text alone, the syntax being the same for every doc of a build; what
 * depends on the doc's place (its links, images, strings) is done after, on each doc's own copy.
 * Only texts that more than one doc has are kept, each until its last doc is parsed, as
 * `v8.serialize` bytes (about 5 times the text): a copy is read back ~40 times faster than parsed.
 */
export class TreeMemo {
  private readonly usesLeft = new Map<string, number>();
  private readonly kept = new Map<string, Buffer>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) this.usesLeft.set(text, (this.usesLeft.get(text) ?? 0) + 1);
    for (const [text, uses] of this.usesLeft) if (uses < 2) this.usesLeft.delete(text);
  }

  /** The tree of `text`: a copy of the one parsed before, or `parse()`'s, kept if another doc has the text. */
  parse<Tree>(text: string, parse: () => Tree | undefined): Tree | undefined {
    const uses = this.usesLeft.get(text);
    if (uses === undefined) return parse();
    const last = uses <= 1;
    if (last) this.usesLeft.delete(text);
    else this.usesLeft.set(text, uses - 1);
    const kept = this.kept.get(text);
    if (kept) {
      if (last) this.kept.delete(text);
      return deserialize(kept) as Tree;
    }
    const tree = parse();
    if (tree !== undefined && !last) this.kept.set(text, serialize(tree));
    return tree;
  }
}
