/** The front ends' runtime configuration, read once at start-up (see parseConfig). */
export interface AppConfig {
  /** The operator's name: the first half of every page title ("{appName} | {page}"). */
  appName: string;
  /** Vite's mode ("development", "production", or a custom one). */
  mode: string;
  api: {
    /** Base of every API path, without a trailing slash: http://127.0.0.1:4010/api in development, /api in a build. */
    baseUrl: string;
    bearerTokenMode: 'development' | 'always' | 'never';
    /** Whether requests carry the token as a Bearer header (docs/product/platform.md §7: in development or when configured). */
    sendBearerToken: boolean;
  };
  cookies: {
    /** Parent domain of the token and venue cookies, shared by the three sub-domains. */
    domain: string;
  };
  /** The sub-domain label of each front end under the cookie domain. */
  subdomains: {
    bookings: string;
    myAccount: string;
    onlineJoining: string;
  };
  features: {
    onlineJoining: boolean;
    onlineGuestPasses: boolean;
    savedCards: boolean;
    onlineJoiningMap: boolean;
    cardProviderTestMode: boolean;
  };
  maps: {
    /** A hosted map style; undefined means the built-in local style. */
    styleUrl: string | undefined;
    key: string;
    geocoderUrl: string;
  };
  kiosk: {
    /** Idle time before the start-over dialog opens. */
    idleWarningMs: number;
    /** Idle time before the joining form is cleared and the kiosk goes home. */
    idleResetMs: number;
    /** Idle time before the confirmation page returns to kiosk home. */
    confirmationIdleMs: number;
  };
  embed: {
    /** The origins whose pages may frame the product and hear its height (docs/decisions/0640); empty: none. */
    origins: readonly string[];
  };
  toasts: {
    closeAfterMs: number;
    paymentCloseAfterMs: number;
    kioskInactivityCloseAfterMs: number;
  };
}
