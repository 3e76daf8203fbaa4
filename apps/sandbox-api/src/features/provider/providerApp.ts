import { Hono, type Context } from 'hono';
import type { SandboxServices } from '../../http/context.ts';
import { corsMiddleware, isAllowedOrigin } from '../../http/cors.ts';
import { providerScript } from './providerScript.ts';
import { tokeniseCard, tokeniseRequestSchema } from './tokenise.ts';
import { activateSavedCard, activationRequestSchema } from './activateSavedCard.ts';
import { findChallenge, settleChallenge } from './challenge.ts';
import { challengePage, returnPage, unknownChallengePage } from './bankPages.ts';
import { bankPagePolicy, pageNonce } from './bankPagePolicy.ts';

const UUID = /^[0-9a-f-]{36}$/i;

/** The snake_case form of a field name, as the API's wire gives scaData's keys (threeDSSessionData → three_d_s_…). */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A form field (or query parameter) by its name or its snake_case name: the frame may post either. */
async function formOrQuery(c: Context, name: string): Promise<string> {
  const names = [name, snakeCase(name)];
  if (c.req.method === 'POST') {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    for (const key of names) {
      const value = form[key];
      if (typeof value === 'string') return value;
    }
  }
  for (const key of names) {
    const value = c.req.query(key);
    if (value !== undefined) return value;
  }
  return '';
}

/**
 * The emulated card provider (decision 0501), on its own origin: the tokenising script, card identifiers, saved-card
 * activation, and the fake bank's 3-D Secure pages. Card numbers reach only this app; the API sees identifiers.
 */
export function createCardProvider(services: SandboxServices, corsOrigins: string[] = []): Hono {
  const { db, clock, settings } = services;
  const app = new Hono();
  app.use('/provider/*', corsMiddleware(corsOrigins));

  /** A bank page with its own Content Security Policy (decision 0504): a fresh nonce for its inline style and script. */
  const bankPage = (c: Context, render: (nonce: string) => string, status: 200 | 404 = 200) => {
    const nonce = pageNonce();
    c.header('Content-Security-Policy', bankPagePolicy(nonce, corsOrigins));
    return c.html(render(nonce), status);
  };

  app.get('/provider/v1/script.js', (c) =>
    c.body(providerScript(settings.cardProviderOrigin), 200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    }),
  );

  app.post('/provider/v1/card-identifiers', async (c) => {
    const raw: unknown = await c.req.json().catch(() => undefined);
    const parsed = tokeniseRequestSchema.safeParse(raw);
    if (!parsed.success) {
      return c.json({ errors: [{ field: 'cardNumber', message: 'The card details could not be read.' }] }, 422);
    }
    const answer = tokeniseCard(db, clock.now(), parsed.data, true);
    return c.json(answer.body, answer.status);
  });

  // A saved card's security code, given for one session key before authorise pays with the saved card.
  app.post('/provider/v1/card-identifiers/:externalIdentifier/security-code', async (c) => {
    const raw: unknown = await c.req.json().catch(() => undefined);
    const parsed = activationRequestSchema.safeParse(raw);
    if (!parsed.success) {
      return c.json({ errors: [{ field: 'securityCode', message: 'The security code could not be read.' }] }, 422);
    }
    const answer = activateSavedCard(db, clock.now(), c.req.param('externalIdentifier'), parsed.data, true);
    if (answer.status === 204) return c.body(null, 204);
    return c.json(answer.body, answer.status);
  });

  // The checkout posts scaData's hidden fields here in a frame (GET works too, for a quick look).
  app.on(['GET', 'POST'], '/provider/v1/3ds', async (c) => {
    const uuid = await formOrQuery(c, 'threeDSSessionData');
    const row = UUID.test(uuid) ? findChallenge(db, uuid) : undefined;
    if (!row || row.status !== 'sca_required') return bankPage(c, unknownChallengePage, 404);
    return bankPage(c, (nonce) => challengePage(row.uuid, row.amount, nonce));
  });

  app.post('/provider/v1/3ds/complete', async (c) => {
    const uuid = await formOrQuery(c, 'threeDSSessionData');
    const outcome = await formOrQuery(c, 'outcome');
    const row = UUID.test(uuid) ? settleChallenge(db, uuid, outcome === 'authenticate') : undefined;
    if (!row) return bankPage(c, unknownChallengePage, 404);
    const origin = row.checkout_origin;
    const target = origin && isAllowedOrigin(origin, corsOrigins) ? origin : '*';
    return bankPage(c, (nonce) => returnPage(row.uuid, row.status, target, nonce));
  });

  app.notFound((c) => c.json({ errors: [{ field: 'request', message: 'Not found.' }] }, 404));
  app.onError((error, c) => {
    console.error('[card provider] unhandled', error);
    return c.json({ errors: [{ field: 'request', message: 'Something has gone wrong, please try again.' }] }, 500);
  });
  return app;
}
