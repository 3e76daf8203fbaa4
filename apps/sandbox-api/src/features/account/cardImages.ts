import type { Hono } from 'hono';
import { cardType, type SavedCard } from '@leisure/api-contract';

interface Brand {
  label: string;
  background: string;
  text: string;
}

// Plain brand-coloured badges drawn here: the sandbox serves no third-party artwork.
const brands: Record<SavedCard['cardType'], Brand> = {
  visa: { label: 'VISA', background: '#1A1F71', text: '#FFFFFF' },
  mastercard: { label: 'mastercard', background: '#252525', text: '#FFFFFF' },
  'american-express': { label: 'AMEX', background: '#006FCF', text: '#FFFFFF' },
  maestro: { label: 'maestro', background: '#0B5DA8', text: '#FFFFFF' },
};

function cardSvg({ label, background, text }: Brand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40" role="img" aria-label="${label}">
<rect width="64" height="40" rx="6" fill="${background}"/>
<text x="32" y="25" font-family="Arial, Helvetica, sans-serif" font-size="${label.length > 5 ? 10 : 14}" font-weight="700" fill="${text}" text-anchor="middle">${label}</text>
</svg>`;
}

/** GET /assets/cards/{cardType}.svg: the images saved cards point at (`cardImage`). */
export function mountCardImages(app: Hono): void {
  app.get('/assets/cards/:file', (c) => {
    const parsed = cardType.safeParse(c.req.param('file').replace(/\.svg$/, ''));
    if (!parsed.success) return c.json({ message: 'Unable to complete request, item not found.' }, 404);
    return c.body(cardSvg(brands[parsed.data]), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
  });
}
