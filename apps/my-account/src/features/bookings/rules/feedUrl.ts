/**
 * The feed's address for calendar apps (docs/decisions/0480-private-calendar-feed.md): the API's path below the
 * app's API base, made absolute against the page (a production build calls `/api` on its own origin). `webcal:`
 * opens the subscription in a calendar app; the https address is what Google Calendar's "From URL" takes.
 */
export function feedUrls(path: string, apiBaseUrl: string, pageHref: string): { https: string; webcal: string } {
  const https = new URL(`${apiBaseUrl.replace(/\/+$/, '')}${path}`, pageHref).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
