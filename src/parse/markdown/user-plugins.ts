// The site's own remark and rehype plugins (config `markdown`), each wrapped so that whatever it
// throws, in its attacher or its transformer, sync or async, becomes a PluginFailure naming it.
import type { Pluggable, PluggableList, Plugin, Processor, Transformer } from 'unified';
import type { MarkdownPlugins } from '../../core/config.js';

export type PluginKind = 'remark' | 'rehype';

export class PluginFailure extends Error {
  constructor(
    readonly plugin: string,
    override readonly cause: unknown,
  ) {
    super(`${plugin} failed: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`);
    this.name = 'PluginFailure';
  }
}

/** `remark plugin "remarkFoo" (markdown.remarkPlugins[0])`: the name a reader finds in the config. */
function labelOf(kind: PluginKind, fn: (...args: never[]) => unknown, key: string): string {
  return fn.name ? `${kind} plugin "${fn.name}" (${key})` : `${kind} plugin ${key}`;
}

type AnyFunction = (...args: never[]) => unknown;
type AnyTransformer = (this: unknown, tree: unknown, file: unknown, next?: unknown) => unknown;

function guardTransformer(transformer: AnyTransformer, fail: (error: unknown) => PluginFailure): Transformer {
  // unified (trough) tells a callback transformer by its arity, so the wrapper keeps it.
  if (transformer.length >= 3) {
    return function (this: unknown, tree: unknown, file: unknown, next: (error?: unknown, ...rest: unknown[]) => void) {
      try {
        return transformer.call(this, tree, file, (error?: unknown, ...rest: unknown[]) =>
          next(error ? fail(error) : error, ...rest),
        );
      } catch (error) {
        throw fail(error);
      }
    } as unknown as Transformer;
  }
  return function (this: unknown, tree: unknown, file: unknown) {
    try {
      const result = transformer.call(this, tree, file);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        return (result as Promise<unknown>).catch((error: unknown) => {
          throw fail(error);
        });
      }
      return result;
    } catch (error) {
      throw fail(error);
    }
  } as unknown as Transformer;
}

function guarded(kind: PluginKind, entry: Pluggable, key: string): Pluggable {
  // A preset (`{ plugins, settings }`, remark-preset-lint-recommended) is used as unified's use() takes it,
  // its settings kept and each of its plugins guarded under its own key.
  if (typeof entry === 'object' && !Array.isArray(entry)) {
    const plugins = (entry.plugins ?? []).map((inner, index) => guarded(kind, inner, `${key}.plugins[${index}]`));
    return { ...entry, plugins };
  }
  const [fn, ...options] = (Array.isArray(entry) ? entry : [entry]) as [AnyFunction, ...unknown[]];
  const label = labelOf(kind, fn, key);
  const fail = (error: unknown) => (error instanceof PluginFailure ? error : new PluginFailure(label, error));
  function attacher(this: Processor, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = (fn as unknown as (this: Processor, ...a: unknown[]) => unknown).apply(this, args);
    } catch (error) {
      throw fail(error);
    }
    return typeof transformer === 'function' ? guardTransformer(transformer as AnyTransformer, fail) : transformer;
  }
  Object.defineProperty(attacher, 'name', { value: fn.name });
  return [attacher as unknown as Plugin, ...options] as Pluggable;
}

/** The site's plugins of one kind, in the config's order, each reporting its failures by name. */
export function userPlugins(plugins: MarkdownPlugins | undefined, kind: PluginKind): PluggableList {
  const list = (kind === 'remark' ? plugins?.remarkPlugins : plugins?.rehypePlugins) ?? [];
  return list.map((entry, index) => guarded(kind, entry as Pluggable, `markdown.${kind}Plugins[${index}]`));
}

export function hasUserPlugins(plugins: MarkdownPlugins | undefined): boolean {
  return (plugins?.remarkPlugins.length ?? 0) + (plugins?.rehypePlugins.length ?? 0) > 0;
}
