/** An analytics event as tag managers read it from `window.dataLayer` (no third-party script is loaded here). */
export interface AnalyticsEvent {
  event: 'memberships_progress' | 'pageview' | 'transaction';
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Appends an event to `window.dataLayer`, creating it when the page has none. */
export function pushAnalyticsEvent(event: AnalyticsEvent, target: Window = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}

/** docs/product/joining.md §4: step names of memberships_progress, by section. */
export const stepNames = {
  centre: 'select centre',
  membership: 'select membership',
  details: 'your details',
  questions: 'additional details',
  dates: 'review and select dates',
  bankDetails: 'monthly payment',
  confirm: 'confirm your details',
} as const;
