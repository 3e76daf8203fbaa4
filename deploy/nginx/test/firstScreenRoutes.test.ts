import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist, startNginx, type RunningNginx } from './support/realNginx.ts';

/*
 * Which page the web server sends for a route (docs/decisions/0905): the entry routes whose words the build painted
 * get their own page, other routes the front end's page, as a real nginx answers with the rendered configuration.
 */

const PAGES = [
  'index.html',
  'index.bookings.html',
  'index.bookings.home.html',
  'index.my-account.html',
  'index.my-account.login.html',
  'index.online-joining.html',
  'index.online-joining.home.html',
];

let nginx: RunningNginx | undefined;

beforeAll(async () => {
  nginx = await startNginx(fakeDist(PAGES));
});

afterAll(() => nginx?.stop());

const pageFor = async (host: string, path: string) => (await nginx!.get(host, path)).body;

/** Entry routes whose words the build painted: their own page. */
const ownFirstScreen = 'the page with its first screen’s words';
/** Every other route of a front end: its page, whose first screen differs from any painted one. */
const frontEndPage = 'the front end’s own page, whose first screen differs';

describe('the page each route is sent', () => {
  it.each([
    ['online-joining', '/', ownFirstScreen, 'index.online-joining.home.html'],
    ['online-joining', '/centre/bath-sports', ownFirstScreen, 'index.online-joining.home.html'],
    ['online-joining', '/centre/bath-sports?utm_source=leaflet', ownFirstScreen, 'index.online-joining.home.html'],
    ['bookings', '/', ownFirstScreen, 'index.bookings.home.html'],
    ['bookings', '/?utm_source=leaflet', ownFirstScreen, 'index.bookings.home.html'],
    ['my-account', '/login', ownFirstScreen, 'index.my-account.login.html'],
    ['my-account', '/login?redirect=%2Fbookings', ownFirstScreen, 'index.my-account.login.html'],
    ['online-joining', '/centre/bath-sports/membership/12/details', frontEndPage, 'index.online-joining.html'],
    ['online-joining', '/checkout', frontEndPage, 'index.online-joining.html'],
    ['online-joining', '/?change=4', frontEndPage, 'index.online-joining.html'],
    ['online-joining', '/centre/bath-sports?renew=4', frontEndPage, 'index.online-joining.html'],
    ['online-joining', '/?embedded=true', frontEndPage, 'index.online-joining.html'],
    ['online-joining', '/?kiosk=true', frontEndPage, 'index.online-joining.html'],
    // The app reads the query decoded (URLSearchParams): an encoded letter is still the mode's name (decision 0905).
    ['online-joining', '/?%6Biosk=true', frontEndPage, 'index.online-joining.html'],
    ['online-joining', '/?k%69%6fsk=true', frontEndPage, 'index.online-joining.html'],
    ['online-joining', '/centre/bath-sports?utm_source=x&%63hange=4', frontEndPage, 'index.online-joining.html'],
    ['online-joining', '/?%72%65%6E%65%77=4', frontEndPage, 'index.online-joining.html'],
    ['bookings', '/?%6biosk=true', frontEndPage, 'index.bookings.html'],
    ['bookings', '/?%65mbedded=true', frontEndPage, 'index.bookings.html'],
    ['my-account', '/login?redirect=%2F&%6Biosk=true', frontEndPage, 'index.my-account.html'],
    // Names that only look like a mode's are none, to the app as to the server: an encoded capital, an encoded "=".
    ['online-joining', '/?%4Biosk=true', ownFirstScreen, 'index.online-joining.home.html'],
    ['bookings', '/?kiosk%3Dtrue', ownFirstScreen, 'index.bookings.home.html'],
    ['bookings', '/location/bath-sports', frontEndPage, 'index.bookings.html'],
    ['bookings', '/?embedded=true', frontEndPage, 'index.bookings.html'],
    ['my-account', '/', frontEndPage, 'index.my-account.html'],
    ['my-account', '/login/extra', frontEndPage, 'index.my-account.html'],
    ['my-account', '/login?embedded=true', frontEndPage, 'index.my-account.html'],
  ])('%s %s: %s', async (host, path, _why, page) => {
    expect(await pageFor(host, path)).toBe(page);
  });
});
