import { cors } from 'hono/cors';

/**
 * The three front ends live on sub-domains of leisure.localhost (any port) in development; 127.0.0.1 and
 * localhost are allowed for tools. Production sets its own list through SANDBOX_CORS_ORIGINS.
 */
export const localOrigin = /^https?:\/\/(?:(?:[a-z0-9-]+\.)*leisure\.localhost|localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

/** Whether a browser origin may call the sandbox (and, for the card provider, receive its messages). */
export const isAllowedOrigin = (origin: string, extraOrigins: string[]) =>
  localOrigin.test(origin) || extraOrigins.includes(origin);

export function corsMiddleware(extraOrigins: string[]) {
  return cors({
    origin: (origin) => (isAllowedOrigin(origin, extraOrigins) ? origin : null),
    credentials: true,
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
