import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the next frame (a task queued from requestAnimationFrame runs after
 * that frame's paint). Below-the-fold work (the footer, web fonts that swap in) waits for it, so the first screen's
 * paint does not wait on their requests (docs/decisions/0904). Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** False on the first render, true once the frame it produced has been painted. */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
