/**
 * Runs `run` once the browser has painted its next frame: a task posted from an animation
 * frame's callback runs after that frame is painted. Returns a function that cancels it. A hidden
 * page paints no frames, so nothing runs there until it is shown.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (task !== undefined) window.clearTimeout(task);
  };
}
