import { vi } from 'vitest';
import type { CardProviderApi, ProviderRefusal, ProviderTokenised } from '../../src/provider/cardProviderTypes.ts';

export const providerOrigin = 'http://provider.test';
export const providerScriptUrl = `${providerOrigin}/provider/v1/script.js`;

/** A stand-in for window.SandboxCardProvider answering what the test queues, in order. */
export function fakeProvider(...answers: (ProviderTokenised | ProviderRefusal)[]) {
  const tokenise = vi.fn<CardProviderApi['tokenise']>(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('The fake provider was asked more often than the test expected');
    return answer;
  });
  const activateSavedCard = vi.fn<CardProviderApi['activateSavedCard']>(async () => ({ activated: true }));
  const provider: CardProviderApi = { origin: providerOrigin, tokenise, activateSavedCard };
  return { provider, tokenise, activateSavedCard };
}

export const tokenised: ProviderTokenised = { cardIdentifier: 'CARD-ID-1', cardType: 'Visa', expiry: '1230' };
export const deadKey: ProviderRefusal = {
  status: 401,
  errors: [{ field: 'sessionKey', message: 'The session key has expired.' }],
};

/** jsdom does not fetch scripts: the test plays the browser and fires the script's load or error. */
export function scriptElement(url: string): HTMLScriptElement {
  const script = [...document.head.querySelectorAll('script')].find((element) => element.src === url);
  if (!script) throw new Error(`No <script src="${url}"> was added`);
  return script;
}
