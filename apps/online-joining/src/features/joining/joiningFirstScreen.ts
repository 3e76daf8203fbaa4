/**
 * The joining page's heading and intro. The production build also paints them into the page the web server sends
 * for `/` and `/centre/{slug}`, so they show before the app has run (docs/decisions/0905): one text for both.
 */
export const joiningFirstScreen = {
  heading: 'Online Joining',
  intro: 'Become a member online in a few minutes: choose your centre and membership, then pay securely.',
} as const;
