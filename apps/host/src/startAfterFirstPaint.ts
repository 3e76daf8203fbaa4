/**
 * Runs `start` once the browser has painted the page as the server sent it (the frame of docs/decisions/0904 and, on
 * an entry route, its words: 0905), so that evaluating the app's code never comes before that paint. A hidden tab
 * paints nothing and would wait for ever: there the app starts at once, or as soon as the tab is hidden.
 */
export function startAfterFirstPaint(start: () => unknown): void {
  let started = false;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') once();
  };
  function once() {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', onHidden);
    start();
  }
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  document.addEventListener('visibilitychange', onHidden);
  // A frame callback runs just before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(once, 0));
}
