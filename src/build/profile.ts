// `helpdocs build --profile`: where a build's time goes. Loading helpdocs's modules, then each stage
// the build announces (config, load, parse, assemble, write, check, render) is timed until the next
// one starts, in wall and CPU time
// (CPU of the whole process, worker threads included), and the main thread's CPU profile is written
// as a `.cpuprofile` that Chrome's DevTools and speedscope open.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

export interface StageTime {
  stage: string;
  wallMs: number;
  cpuMs: number;
}

export interface BuildProfile {
  /** Pass to `build()` as `onProgress` (it calls `also` too). */
  onProgress(stage: string): void;
  /** Ends the last stage, writes the CPU profile to `file` and gives each stage's totals. */
  stop(file: string): Promise<StageTime[]>;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function startProfile(also: (stage: string) => void = () => {}): Promise<BuildProfile> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const totals = new Map<string, StageTime>();
  let current = { stage: 'modules', wall: performance.now(), cpu: cpuMs() };
  const close = () => {
    const wall = performance.now();
    const cpu = cpuMs();
    const total = totals.get(current.stage) ?? { stage: current.stage, wallMs: 0, cpuMs: 0 };
    total.wallMs += wall - current.wall;
    total.cpuMs += cpu - current.cpu;
    totals.set(current.stage, total);
    return { wall, cpu };
  };
  return {
    onProgress(stage) {
      const { wall, cpu } = close();
      current = { stage, wall, cpu };
      also(stage);
    },
    async stop(file) {
      close();
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await writeFile(file, JSON.stringify(profile));
      return [...totals.values()];
    },
  };
}

/** The table `--profile` prints: one line per stage, then the total. */
export function formatProfile(times: readonly StageTime[], file: string): string[] {
  const total = times.reduce((sum, t) => ({ wallMs: sum.wallMs + t.wallMs, cpuMs: sum.cpuMs + t.cpuMs }), {
    wallMs: 0,
    cpuMs: 0,
  });
  const line = (name: string, wall: number, cpu: number) =>
    `  ${name.padEnd(10)} ${wall.toFixed(0).padStart(7)} ms wall ${cpu.toFixed(0).padStart(7)} ms CPU`;
  return [
    'helpdocs: time by stage (pages stream: parse, check and render go on during write)',
    ...times.map((t) => line(t.stage, t.wallMs, t.cpuMs)),
    line('total', total.wallMs, total.cpuMs),
    `helpdocs: CPU profile of the main thread in ${file} (open it in Chrome DevTools or speedscope)`,
  ];
}
