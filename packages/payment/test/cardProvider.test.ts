import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardProviderLoadError, loadCardProvider, tokeniseCard } from '../src/index.ts';
import { CARD_PROVIDER_POLICY, forgetCardProviderLoads } from '../src/provider/loadCardProvider.ts';
import {
  deadKey,
  fakeProvider,
  providerOrigin,
  providerScriptUrl,
  scriptElement,
  tokenised,
} from './support/fakeProvider.ts';

afterEach(() => {
  forgetCardProviderLoads();
  delete window.SandboxCardProvider;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadCardProvider under Trusted Types (decision 0832)', () => {
  type Rule = (url: string, providerOrigin: string) => string;
  afterEach(() => {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  });

  it("gives the script its URL through the card-provider policy, which takes only the provider's own origin", async () => {
    const rules: Rule[] = [];
    const createPolicy = vi.fn((_name: string, policy: { createScriptURL: Rule }) => {
      rules.push(policy.createScriptURL);
      return { createScriptURL: (url: string, origin: string) => `trusted:${policy.createScriptURL(url, origin)}` };
    });
    (globalThis as { trustedTypes?: unknown }).trustedTypes = { createPolicy };

    const load = loadCardProvider(providerScriptUrl, providerOrigin);
    expect(createPolicy).toHaveBeenCalledWith(CARD_PROVIDER_POLICY, expect.anything());
    expect(document.head.querySelector('script')!.getAttribute('src')).toBe(`trusted:${providerScriptUrl}`);
    expect(() => rules[0]!('http://elsewhere.test/script.js', providerOrigin)).toThrow(/not the card provider/);

    // One policy for the page: a second provider load uses it again.
    forgetCardProviderLoads();
    void loadCardProvider(`${providerOrigin}/other.js`, providerOrigin).catch(() => undefined);
    expect(createPolicy).toHaveBeenCalledTimes(1);
    load.catch(() => undefined);
  });
});

describe('loadCardProvider', () => {
  it('adds the script once and resolves with the tokenise API when it has loaded', async () => {
    const first = loadCardProvider(providerScriptUrl, providerOrigin);
    const second = loadCardProvider(providerScriptUrl, providerOrigin);
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    const { provider } = fakeProvider();
    window.SandboxCardProvider = provider;
    scriptElement(providerScriptUrl).dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(provider);
  });

  it('rejects with a clear error when the script cannot be loaded, and tries again next time', async () => {
    const load = loadCardProvider(providerScriptUrl, providerOrigin);
    scriptElement(providerScriptUrl).dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow(
      new CardProviderLoadError(`The card provider's script could not be loaded from ${providerScriptUrl}.`),
    );
    const again = loadCardProvider(providerScriptUrl, providerOrigin);
    expect(again).not.toBe(load);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    again.catch(() => undefined);
  });

  it('rejects a script that loads without setting up the provider', async () => {
    const load = loadCardProvider(providerScriptUrl, providerOrigin);
    scriptElement(providerScriptUrl).dispatchEvent(new Event('load'));
    await expect(load).rejects.toThrow(/did not set up card payments/);
  });

  it('refuses a script that is not on the provider origin', async () => {
    await expect(loadCardProvider('http://elsewhere.test/script.js', providerOrigin)).rejects.toThrow(
      /must come from http:\/\/provider.test/,
    );
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('tokeniseCard', () => {
  const card = {
    cardholderName: ' Ann Smith ',
    cardNumber: '4462 0000 0000 0003',
    expiryDate: '12/30',
    securityCode: '123',
  };

  it('sends the card to the provider in its format and answers the card identifier', async () => {
    const { provider, tokenise } = fakeProvider(tokenised);
    await expect(tokeniseCard(provider, 'KEY', card)).resolves.toEqual({
      kind: 'tokenised',
      cardIdentifier: 'CARD-ID-1',
      cardType: 'Visa',
    });
    expect(tokenise).toHaveBeenCalledWith({
      sessionKey: 'KEY',
      cardDetails: {
        cardholderName: 'Ann Smith',
        cardNumber: '4462000000000003',
        expiryDate: '1230',
        securityCode: '123',
      },
    });
  });

  it("maps the provider's field errors onto the card form's fields", async () => {
    const { provider } = fakeProvider({
      status: 422,
      errors: [
        { field: 'cardNumber', message: 'Please enter a valid card number' },
        { field: 'securityCode', message: 'Please enter a valid security code' },
        { field: 'somethingElse', message: 'Unmapped' },
      ],
    });
    await expect(tokeniseCard(provider, 'KEY', card)).resolves.toEqual({
      kind: 'invalid',
      message: 'Please enter a valid card number',
      fieldErrors: {
        cardNumber: 'Please enter a valid card number',
        securityCode: 'Please enter a valid security code',
      },
    });
  });

  it('reports a dead session key (401) so that the page prepares again', async () => {
    const { provider } = fakeProvider(deadKey);
    await expect(tokeniseCard(provider, 'KEY', card)).resolves.toEqual({
      kind: 'sessionKeyRefused',
      message: 'The session key has expired.',
    });
  });
});
