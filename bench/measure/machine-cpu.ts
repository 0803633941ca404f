// CPU time the whole machine spent busy, from /proc/stat. Compared with the measured tree's own CPU,
// it tells how much other work competed for the cores during a run (other processes, the sampler).
import { readFileSync } from 'node:fs';

const clockTicksPerSecond = 100;

/** user + nice + system + irq + softirq + steal, in ms, since boot. */
export function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1000) / clockTicksPerSecond;
}

export interface QuietWait {
  /** Share of all cores that may be busy for the machine to count as quiet (0.15 = 15%). */
  readonly maxBusyShare: number;
  readonly windowMs: number;
  /** Give up waiting after this long and run anyway. */
  readonly timeoutMs: number;
}

export const defaultQuietWait: QuietWait = { maxBusyShare: 0.15, windowMs: 2000, timeoutMs: 120_000 };

/**
 * Waits until the cores have been mostly idle for one window, so a timed run does not start while
 * other work is using them. Returns how long it waited; never fails.
 */
export async function waitForQuietMachine(cores: number, wait: QuietWait = defaultQuietWait): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = machineBusyMs();
    await new Promise((resolve) => setTimeout(resolve, wait.windowMs));
    const share = (machineBusyMs() - before) / (wait.windowMs * cores);
    const waited = performance.now() - started;
    if (share <= wait.maxBusyShare || waited >= wait.timeoutMs) return Math.round(waited);
  }
}
