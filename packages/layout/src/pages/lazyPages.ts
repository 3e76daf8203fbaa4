import { preloadableLazy } from '@leisure/ui';

/**
 * Pages no first visit needs, each loaded when first shown: the log-in form brings react-hook-form and the
 * forgotten-password dialog, which would otherwise weigh on every app's first page (the size check's budget). An
 * app whose first screen is the log-in page preloads it before the first render (docs/decisions/0904).
 */
export const LoginPage = preloadableLazy(async () => (await import('./LoginPage.tsx')).LoginPage);

/** /register in bookings and my-account (docs/product/bookings.md D25): it brings the data-field form kit. */
export const RegisterPage = preloadableLazy(async () => (await import('./RegisterPage.tsx')).RegisterPage);
