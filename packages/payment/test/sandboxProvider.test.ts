import { afterEach, describe, expect, it } from 'vitest';
import { loadCardProvider, tokeniseCard } from '../src/index.ts';
import { forgetCardProviderLoads } from '../src/provider/loadCardProvider.ts';
import { providerOrigin, providerScriptUrl, scriptElement } from './support/fakeProvider.ts';
import { useSandboxProvider } from './support/sandboxProvider.ts';

const provider = useSandboxProvider();

afterEach(() => {
  forgetCardProviderLoads();
  delete window.SandboxCardProvider;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

/** jsdom does not run external scripts: fetch the sandbox's script and run it as the browser would. */
async function loadSandboxScript() {
  const loading = loadCardProvider(providerScriptUrl, providerOrigin);
  const source = await (await fetch(providerScriptUrl)).text();
  // The provider's own script, run as the <script> element would run it.
  new Function(source)();
  scriptElement(providerScriptUrl).dispatchEvent(new Event('load'));
  return loading;
}

const card = {
  cardholderName: 'Ann Smith',
  cardNumber: '4462 0000 0000 0003',
  expiryDate: '12/30',
  securityCode: '123',
};

describe("the sandbox's card provider", () => {
  it('loads, and tokenises a test card into a card identifier', async () => {
    const api = await loadSandboxScript();
    expect(api.origin).toBe(providerOrigin);
    const outcome = await tokeniseCard(api, provider.sessionKey(), card);
    expect(outcome).toMatchObject({ kind: 'tokenised', cardType: expect.any(String) });
    expect(outcome.kind === 'tokenised' && outcome.cardIdentifier).toMatch(/\S+/);
  });

  it("puts the provider's messages on the card form's fields", async () => {
    const api = await loadSandboxScript();
    const outcome = await tokeniseCard(api, provider.sessionKey(), {
      ...card,
      cardNumber: '4462000000000004',
      expiryDate: '01/20',
      securityCode: '12',
    });
    expect(outcome).toMatchObject({
      kind: 'invalid',
      fieldErrors: {
        cardNumber: 'Please enter a valid card number',
        expiryDate: 'Please enter a valid expiry date',
        securityCode: 'Please enter a valid security code',
      },
    });
  });

  it('accepts FAIL as a test-mode security code', async () => {
    const api = await loadSandboxScript();
    await expect(tokeniseCard(api, provider.sessionKey(), { ...card, securityCode: 'FAIL' })).resolves.toMatchObject({
      kind: 'tokenised',
    });
  });

  it('refuses an unknown session key so that the page prepares again', async () => {
    const api = await loadSandboxScript();
    await expect(tokeniseCard(api, 'MSK-unknown', card)).resolves.toEqual({
      kind: 'sessionKeyRefused',
      message: 'The payment session is not valid.',
    });
  });
});
