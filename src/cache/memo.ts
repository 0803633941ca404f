/**
 * What watch mode keeps between rebuilds: each entry is computed again only when its key changes.
 * Keys cover what a value is made from, except the config and the templates: the watcher drops
 * the whole memo when `helpdocs.config.ts` or `templates/` change.
 */
export type BuildMemo = Map<string, { key: string; value: unknown }> & { stalePolicy?: StalePolicy };

/**
 * Watch mode may let a few entries lag one build behind (the search index: seconds-old search
 * results are fine, a slow reload is not). While `fresh` is false, such an entry whose key changed
 * keeps its last value and `onStale` is called; the watcher builds again with `fresh` set later on.
 */
export interface StalePolicy {
  names: ReadonlySet<string>;
  fresh: boolean;
  onStale(name: string): void;
}

/** Kept on the memo itself: a build module compiled again after a template edit shares the memo, not this module. */
export function allowStale(memo: BuildMemo, policy: StalePolicy): void {
  memo.stalePolicy = policy;
}

export function remember<T>(memo: BuildMemo | undefined, name: string, key: () => string, compute: () => T): T {
  if (!memo) return compute();
  const wanted = key();
  const kept = memo.get(name);
  if (kept && kept.key === wanted) return kept.value as T;
  const policy = memo.stalePolicy;
  if (kept && policy && !policy.fresh && policy.names.has(name)) {
    policy.onStale(name);
    return kept.value as T;
  }
  const value = compute();
  memo.set(name, { key: wanted, value });
  // A failed computation is not kept: the next rebuild tries again.
  if (value instanceof Promise) value.catch(() => memo.get(name)?.value === value && memo.delete(name));
  return value;
}

const identities = new WeakMap<object, number>();
let nextIdentity = 0;

/** A key part that stays the same while the object does: a parse result kept from the last build, say. */
export function identity(value: object): string {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = nextIdentity++));
  return `#${id}`;
}
