/**
 * Runs `task` once the browser has painted the next frame, so the work a tap or key does at once
 * is shown first (bench/first-tap). Returns a cancel function.
 */
export function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
