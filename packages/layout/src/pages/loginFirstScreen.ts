/**
 * The log-in page's heading and intro. The production build also paints them into the page the web server sends
 * for my-account's `/login`, so they show before the app has run (docs/decisions/0905): one text for both.
 */
export const loginFirstScreen = {
  heading: 'Log in',
  intro: 'Use the email address or customer ID on your account.',
} as const;
