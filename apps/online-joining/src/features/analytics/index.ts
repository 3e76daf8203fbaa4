export { pushAnalyticsEvent, stepNames, type AnalyticsEvent } from './dataLayer.ts';
export { useMembershipsProgress, usePageviews } from './hooks/useAnalytics.ts';
