// How a session reaches the API (decision 0826): as `Authorization: Bearer <token>` in development, otherwise as the
// token cookie the front ends share through the parent domain (decision 0820). Plain constants, no zod: front ends
// and the sandbox read the same names from here.

/** The cookie that holds the session token, on the parent domain of the three front ends. */
export const TOKEN_COOKIE = 'leisure_token';

/**
 * The header every front-end call carries. A cookie-authenticated POST, PUT, PATCH or DELETE without it is refused:
 * a cross-site form cannot set a header, and a cross-origin script can only after a CORS preflight the API refuses
 * to origins it does not know.
 */
export const CLIENT_HEADER = 'X-Requested-With';
export const CLIENT_HEADER_VALUE = 'leisure-web';
