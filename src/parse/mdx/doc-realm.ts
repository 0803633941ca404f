// An .mdx doc's own code runs in a realm of its own, whose promise jobs run before the run returns,
// under the same vm timeout: `export const p = (async () => { while (true) await null; })()` spun
// the main thread's microtask queue forever, past the deadline and deaf to SIGTERM and Ctrl+C (a
// microtask loop never lets the event loop reach a signal). The realm sees this process's globals
// (process, Buffer, console, timers) but keeps its own built-ins, so its async functions and
// promises queue their jobs in it. One realm per doc: a job left when the deadline struck is dropped
// with it.
import vm from 'node:vm';

/** The globals every new realm has of its own (Object, Promise, …): never taken from this process. */
const OWN_BUILTINS = new Set(vm.runInNewContext('Object.getOwnPropertyNames(globalThis)') as string[]);

const RUN_STEP = new vm.Script('step()');

export interface DocRealm {
  /** A function of `params` whose body is `code`, made in the realm. */
  compile(code: string, params?: string[]): (...args: unknown[]) => unknown;
  /** `step()`'s value once it and every promise job it queued in the realm ran; undefined past `ms`. */
  within<T>(ms: number, step: () => T): T | undefined;
}

/**
 * `ownJobs: false`: the realm's promise jobs run in this process's queue, as its own code's do (the realm
 * the packages docs share, site-packages.ts: a job queued while one doc renders must not wait for another).
 */
export function docRealm({ ownJobs = true }: { ownJobs?: boolean } = {}): DocRealm {
  const sandbox: Record<string, unknown> = {};
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (OWN_BUILTINS.has(name)) continue;
    try {
      sandbox[name] = (globalThis as Record<string, unknown>)[name];
    } catch {
      // A getter that cannot be read from here: the doc does without it.
    }
  }
  const context = vm.createContext(sandbox, ownJobs ? { microtaskMode: 'afterEvaluate' } : {});
  return {
    compile: (code, params = []) =>
      vm.compileFunction(code, params, { parsingContext: context }) as (...args: unknown[]) => unknown,
    within(ms, step) {
      sandbox.step = step;
      try {
        return RUN_STEP.runInContext(context, { timeout: Math.max(1, Math.round(ms)) }) as ReturnType<typeof step>;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return undefined;
        throw error;
      } finally {
        sandbox.step = undefined;
      }
    },
  };
}
