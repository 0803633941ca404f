/**
 * `run`, at most once per animation frame however often the returned function is called: what a
 * scroll or resize listener needs, since those events fire many times a frame.
 */
export function oncePerFrame(run: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      run();
    });
  };
}
