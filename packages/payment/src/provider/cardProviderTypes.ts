/** What the provider's script takes: card details go from the browser to the provider, never to our API. */
export interface ProviderCardDetails {
  cardholderName: string;
  cardNumber: string;
  /** MMYY */
  expiryDate: string;
  securityCode: string;
}

export interface ProviderTokenised {
  cardIdentifier: string;
  cardType: string;
  expiry: string;
}

export interface ProviderFieldError {
  field: string;
  message: string;
}

/** 401: the session key is dead (expired or used up); 422: field errors to show. */
export interface ProviderRefusal {
  status: number;
  errors: ProviderFieldError[];
}

/** The saved card's security code accepted for this session key (nothing else to say). */
export interface ProviderActivated {
  activated: true;
}

/**
 * `window.SandboxCardProvider`, as /provider/v1/script.js defines it, emulating Opayo Pi's tokenisation and its
 * reusable-card activation (a saved card's security code given to the provider for one session key).
 */
export interface CardProviderApi {
  origin: string;
  tokenise(request: {
    sessionKey: string;
    cardDetails: ProviderCardDetails;
  }): Promise<ProviderTokenised | ProviderRefusal>;
  activateSavedCard(request: {
    sessionKey: string;
    /** The saved card's `externalIdentifier`. */
    cardIdentifier: string;
    securityCode: string;
  }): Promise<ProviderActivated | ProviderRefusal>;
}

declare global {
  interface Window {
    SandboxCardProvider?: CardProviderApi;
  }
}
