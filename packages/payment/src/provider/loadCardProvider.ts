import type { CardProviderApi } from './cardProviderTypes.ts';

const loads = new Map<string, Promise<CardProviderApi>>();

/** The Trusted Types policy the loader makes the provider's script URL with (decision 0832). */
export const CARD_PROVIDER_POLICY = 'card-provider';

/** The little of the Trusted Types API the loader uses (TypeScript's DOM library does not describe it). */
interface ScriptUrlPolicy {
  createScriptURL(url: string, providerOrigin: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string, providerOrigin: string): string }): ScriptUrlPolicy;
}

const policies = new WeakMap<TrustedTypesFactory, ScriptUrlPolicy>();

/**
 * The script's URL as the page's Trusted Types allow it: under `require-trusted-types-for 'script'` a plain string
 * may not become a script's src. The policy turns only a URL on the provider's origin into one; where the browser
 * has no Trusted Types, the URL as it is.
 */
function scriptUrl(url: string, providerOrigin: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  let policy = policies.get(factory);
  if (!policy) {
    policy = factory.createPolicy(CARD_PROVIDER_POLICY, {
      createScriptURL(candidate, origin) {
        if (originOf(candidate) !== origin) throw new TypeError(`${candidate} is not the card provider's script`);
        return candidate;
      },
    });
    policies.set(factory, policy);
  }
  // A TrustedScriptURL, which the src setter takes as it is.
  return policy.createScriptURL(url, providerOrigin) as string;
}

export class CardProviderLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardProviderLoadError';
  }
}

/**
 * Loads the provider's script from the session's url once: the same url answers the same promise, so a page that
 * prepares again (a new session key) does not add a second script. The script must come from the provider's own
 * origin, the one card details are sent to. A failed load is forgotten so that the next attempt tries again.
 */
export function loadCardProvider(url: string, providerOrigin: string): Promise<CardProviderApi> {
  const loading = loads.get(url);
  if (loading) return loading;
  const load = injectScript(url, providerOrigin);
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}

function injectScript(url: string, providerOrigin: string): Promise<CardProviderApi> {
  return new Promise((resolve, reject) => {
    const scriptOrigin = originOf(url);
    if (scriptOrigin !== providerOrigin) {
      reject(new CardProviderLoadError(`The card provider's script must come from ${providerOrigin}, not ${url}.`));
      return;
    }
    const script = document.createElement('script');
    script.src = scriptUrl(url, providerOrigin);
    script.async = true;
    script.addEventListener('load', () => {
      const provider = window.SandboxCardProvider;
      const complete =
        provider && typeof provider.tokenise === 'function' && typeof provider.activateSavedCard === 'function';
      if (complete) resolve(provider);
      else reject(new CardProviderLoadError(`The card provider's script (${url}) did not set up card payments.`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new CardProviderLoadError(`The card provider's script could not be loaded from ${url}.`));
    });
    document.head.append(script);
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Tests only: forget loaded scripts. */
export function forgetCardProviderLoads(): void {
  loads.clear();
}
