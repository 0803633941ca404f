// Milliseconds of a monotonic clock, for a build's duration: Node loads perf_hooks (~1 ms of a start) at the
// first read of the global `performance`, where process.hrtime is there already.
export function clockMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
