import { lazy } from 'react';

/**
 * Section 4 loaded on first use: its forms (react-hook-form, the question renderer) stay out of the joining page's
 * first load, while the page can still ask statically whether a membership has questions (useMembershipQuestions).
 */
export const LazyAdditionalDetailsSection = lazy(() =>
  import('./AdditionalDetailsSection.tsx').then((module) => ({ default: module.AdditionalDetailsSection })),
);
