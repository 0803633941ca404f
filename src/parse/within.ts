// micromark's tokenizer is synchronous and cannot be awaited or cancelled; a `vm` timeout is the one
// thing that stops synchronous JavaScript where it stands (V8 ends the running code from a watchdog
// thread), in the main thread and in a worker alike.
import vm from 'node:vm';

const runner = vm.createContext({ step: () => undefined as unknown });
const call = new vm.Script('step()');

/** `step()`'s value, or `undefined` once it has run `ms` milliseconds (the step is then abandoned). */
export function within<T>(ms: number, step: () => T): T | undefined {
  runner.step = step;
  try {
    // Each call starts V8's watchdog thread: measured at about 0.15 ms, against milliseconds per doc.
    return call.runInContext(runner, { timeout: Math.max(1, Math.round(ms)) }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return undefined;
    throw error;
  } finally {
    runner.step = () => undefined;
  }
}
