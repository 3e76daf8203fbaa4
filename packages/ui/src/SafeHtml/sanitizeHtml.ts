import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Server-supplied HTML (venue footers, terms) may show text, links, images and lists, but nothing that can collect
 * input (a fake login box), run or load code, or restyle the page (an overlay over the real page).
 */
const CONFIG: Config = {
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'style',
    'link',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'script',
    'base',
    'meta',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  // Footers open partner sites in a new tab; the hook below makes that safe.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

const NEEDS_REL = ['noopener', 'noreferrer'];

let purifier: DOMPurify | null = null;

/**
 * Our own DOMPurify instance, so the hook below never touches anyone else's use of the shared default instance.
 * Created on first use, when a window exists.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('target')) return;
    // A page opened with target can reach back through window.opener (reverse tabnabbing) unless told not to.
    const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    for (const token of NEEDS_REL) rel.add(token);
    node.setAttribute('rel', [...rel].join(' '));
  });
  purifier = instance;
  return instance;
}

/** HTML made safe to insert into the page: see CONFIG for what is removed. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

/**
 * The same, as TrustedHTML where the browser has Trusted Types (a string elsewhere): React puts it into innerHTML
 * without a Trusted Types violation, the policy being DOMPurify's own `dompurify` (decision 0832).
 */
export function sanitizeToTrustedHtml(html: string): TrustedHTML | string {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}
