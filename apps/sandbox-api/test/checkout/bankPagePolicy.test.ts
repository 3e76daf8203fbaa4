import { describe, expect, it } from 'vitest';
import { bankPagePolicy } from '../../src/features/provider/bankPagePolicy.ts';
import { cspDirectives } from '../../src/testing.ts';
import { customerWithJoiningCart, payByCard, useCheckoutSandbox } from './support/checkoutKit.ts';

const t = useCheckoutSandbox();

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return cspDirectives(policy!);
}

/** The nonces on the page's inline <script> and <style> elements, in order. */
const inlineNonces = (html: string) =>
  [...html.matchAll(/<(script|style)\b([^>]*)>/g)].map(([, , attributes]) => /nonce="([^"]+)"/.exec(attributes!)?.[1]);

async function challengeFor(cardholderName: string) {
  const buyer = await customerWithJoiningCart(t);
  const { authorised } = await payByCard(t, buyer, { cardholderName });
  const { scaUrl, scaData } = authorised.json.data as { scaUrl: string; scaData: Record<string, string> };
  return { scaUrl, scaData };
}

describe('the 3-D Secure bank pages’ own Content Security Policy', () => {
  it('lets the challenge page run only its own nonce’d style, post only to the provider, and be framed by the checkout', async () => {
    const { scaUrl, scaData } = await challengeFor('CHALLENGE');
    const page = await fetch(scaUrl, { method: 'POST', body: new URLSearchParams(scaData) });
    const html = await page.text();
    const policy = directives(page.headers.get('content-security-policy'));

    const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src')!.join(' '))![1];
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`]);
    expect(policy.get('style-src')).toEqual([`'nonce-${nonce}'`]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(expect.arrayContaining(['http://*.leisure.localhost:*']));
    expect(policy.get('frame-ancestors')).not.toContain('*');
    expect(inlineNonces(html)).toEqual([nonce]);
    expect(html).toContain('action="/provider/v1/3ds/complete"');
  });

  it('gives the return page a nonce of its own for the script that tells the checkout the outcome', async () => {
    const { scaUrl, scaData } = await challengeFor('CHALLENGE');
    const returned = await fetch(new URL('/provider/v1/3ds/complete', scaUrl), {
      method: 'POST',
      body: new URLSearchParams({ threeDSSessionData: scaData.threeDSSessionData!, outcome: 'authenticate' }),
    });
    const html = await returned.text();
    const policy = directives(returned.headers.get('content-security-policy'));
    const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src')!.join(' '))![1];

    expect(html).toContain('parent.postMessage(');
    expect(inlineNonces(html)).toEqual([nonce, nonce]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('answers each page with a fresh nonce, the unknown-payment page included', async () => {
    const unknown = `${t.running.providerOrigin}/provider/v1/3ds?threeDSSessionData=00000000-0000-0000-0000-000000000000`;
    const [first, second] = await Promise.all([fetch(unknown), fetch(unknown)]);
    expect(first.status).toBe(404);
    const nonces = [first, second].map(
      (page) => page.headers.get('content-security-policy')!.match(/'nonce-[^']+'/)![0],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(inlineNonces(await first.text())).toEqual([nonces[0]!.slice(7, -1)]);
  });

  it('lets the configured production origins (SANDBOX_CORS_ORIGINS) frame the bank pages too', () => {
    const policy = directives(bankPagePolicy('abc', ['https://join.brightwater.example']));
    expect(policy.get('frame-ancestors')).toEqual(
      expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*', 'https://join.brightwater.example']),
    );
  });
});
