import { lazy } from 'react';

/**
 * Pages no first visit needs, each loaded when first shown: the log-in form brings react-hook-form and the
 * forgotten-password dialog, which would otherwise weigh on every app's first page (the size check's budget).
 */
export const LoginPage = lazy(async () => ({ default: (await import('./LoginPage.tsx')).LoginPage }));
