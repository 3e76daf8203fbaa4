/** docs/product/joining.md §9: the terms count as read once the reader is within 10 px of the bottom. */
export const READ_TOLERANCE_PX = 10;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Whether a scroll area shows its end: scrolled to within `tolerance` of the bottom, or too short to scroll at all.
 * The tolerance absorbs the fractional scrollTop that zoomed pages report at the bottom.
 */
export function isScrolledToEnd(
  { scrollTop, scrollHeight, clientHeight }: ScrollMetrics,
  tolerance = READ_TOLERANCE_PX,
): boolean {
  return scrollHeight - clientHeight - scrollTop <= tolerance;
}
