/** The message the framing page hears (deploy/embed/leisure-embed.js reads it): versioned, so it can change. */
export interface HeightMessage {
  type: 'leisure:height';
  version: 1;
  height: number;
}

export const heightMessage = (height: number): HeightMessage => ({ type: 'leisure:height', version: 1, height });

export interface HeightReportTarget {
  /** The parent window: only `postMessage` is used, always with an exact target origin. */
  post(message: HeightMessage, targetOrigin: string): void;
  targetOrigin: string;
}

/** The document's own height: the html element's box, which follows the content (not the frame, as scrollHeight does). */
export const documentHeight = (doc: Document): number => Math.ceil(doc.documentElement.getBoundingClientRect().height);

/**
 * Tells the parent the document's height now and whenever it changes (docs/decisions/0640): a ResizeObserver on
 * the html element, changes within one animation frame sent as one message, an unchanged height not sent again.
 * Returns the stop function.
 */
export function startHeightMessages(doc: Document, target: HeightReportTarget): () => void {
  const view = doc.defaultView!;
  let sent = -1;
  let frame = 0;
  const send = () => {
    frame = 0;
    const height = documentHeight(doc);
    if (height === sent) return;
    sent = height;
    target.post(heightMessage(height), target.targetOrigin);
  };
  const schedule = () => {
    if (!frame) frame = view.requestAnimationFrame(send);
  };
  const observer = new view.ResizeObserver(schedule);
  observer.observe(doc.documentElement);
  schedule();
  return () => {
    observer.disconnect();
    if (frame) view.cancelAnimationFrame(frame);
  };
}
