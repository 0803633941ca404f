// micromark's tokenizer is synchronous and cannot be awaited or cancelled; a `vm` timeout is the one
// thing that stops synchronous JavaScript where it stands (V8 ends the running code from a watchdog
// thread), in the main thread and in a worker alike.
import vm from 'node:vm';

// Made on first use: a context costs ~5 ms, at the start of every process that merely imports this module.
let runner: vm.Context | undefined;
let call: vm.Script | undefined;

/** `step()`'s value, or `undefined` once it has run `ms` milliseconds (the step is then abandoned). */
export function within<T>(ms: number, step: () => T): T | undefined {
  runner ??= vm.createContext({ step: () => undefined as unknown });
  call ??= new vm.Script('step()');
  runner.step = step;
  try {
    // Each call starts (and joins) V8's watchdog thread: withinEach shares one among many steps.
    return call.runInContext(runner, { timeout: Math.max(1, Math.round(ms)) }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return undefined;
    throw error;
  } finally {
    runner.step = () => undefined;
  }
}

/**
 * `step(item)` for each item, the items run together under one watchdog of `ms`: starting one per
 * item cost a third more CPU than the steps themselves on a corpus of 4 KB docs (0.3 ms a call).
 * An item still running when its batch's time is up starts a batch of its own, so every item gets
 * its whole `ms`; one that runs past it alone is `undefined`.
 */
export function withinEach<T, R>(items: readonly T[], ms: number, step: (item: T) => R): Array<R | undefined> {
  const results = new Array<R | undefined>(items.length).fill(undefined);
  let next = 0;
  while (next < items.length) {
    const first = next;
    const finished = within(ms, () => {
      for (; next < items.length; next++) results[next] = step(items[next] as T);
      return true;
    });
    if (finished) break;
    // Stopped at `next`: alone from the start, it ran past the deadline; otherwise it goes first next time.
    if (next === first) next++;
  }
  return results;
}
