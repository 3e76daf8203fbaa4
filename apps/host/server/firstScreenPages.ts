import { bookingsHomeFirstScreen } from '@leisure/bookings/firstScreen';
import { loginFirstScreen } from '@leisure/layout/loginFirstScreen';
import { joiningFirstScreen } from '@leisure/online-joining/firstScreen';

/** A first screen's heading and intro, as the app renders them. */
export interface FirstScreenWords {
  heading: string;
  intro: string;
}

/**
 * Where the words sit, as the app places them: the joining page's intro under its trail, the bookings home's at the
 * top of the page, the log-in page's in its panel.
 */
export type FirstScreenLayout = 'trail' | 'top' | 'panel';

export interface FirstScreenPage {
  /** The page written, which deploy/nginx sends for the routes its map names (decision 0905). */
  file: string;
  /** The front end's own page (perAppPages) it is made from. */
  from: string;
  words: FirstScreenWords;
  layout: FirstScreenLayout;
}

/** The entry routes Lighthouse measures (issue 10), each painting its own words before the app has run. */
export const firstScreenPages: readonly FirstScreenPage[] = [
  {
    file: 'index.online-joining.home.html',
    from: 'index.online-joining.html',
    words: joiningFirstScreen,
    layout: 'trail',
  },
  { file: 'index.bookings.home.html', from: 'index.bookings.html', words: bookingsHomeFirstScreen, layout: 'top' },
  { file: 'index.my-account.login.html', from: 'index.my-account.html', words: loginFirstScreen, layout: 'panel' },
];

const FRAME_BLOCK = /<!-- first-screen\b[^>]*-->[\s\S]*?<!-- \/first-screen -->/;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * The words as the frame paints them: hidden from assistive technology like the rest of the frame (its Loading
 * status speaks for it), and plain paragraphs, so the page's one h1 is the app's.
 */
export function firstScreenBlock({ heading, intro }: FirstScreenWords, layout: FirstScreenLayout): string {
  const words =
    `<p class="first-paint-heading">${escapeHtml(heading)}</p>` +
    `<p class="first-paint-intro">${escapeHtml(intro)}</p>`;
  const placed =
    layout === 'panel'
      ? `<div class="first-paint-panel">${words}</div>`
      : layout === 'trail'
        ? `<span class="first-paint-trail"></span>${words}`
        : words;
  return `<div class="first-paint-words" aria-hidden="true">${placed}</div>`;
}

/** A front end's page with the frame's placeholder block replaced by a first screen's words. */
export function withFirstScreenWords(html: string, words: FirstScreenWords, layout: FirstScreenLayout): string {
  if (!FRAME_BLOCK.test(html)) throw new Error('first screen: index.html has no <!-- first-screen --> block');
  return html.replace(FRAME_BLOCK, () => firstScreenBlock(words, layout));
}
