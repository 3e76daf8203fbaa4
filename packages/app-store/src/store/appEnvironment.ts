import { createHttpClient } from '@leisure/api-client';
import { authCookiesFor, authExemptPaths, createUnauthenticatedHandler, type AuthExtra } from '@leisure/auth';
import { getConfig, type AppConfig } from '@leisure/config';

/**
 * The app's HTTP client and cookies from its configuration: the token goes as Bearer in development or when
 * configured (docs/product/platform.md §7), otherwise the API reads the shared cookie itself, so calls carry credentials; a 401
 * removes the token and reloads (docs/product/platform.md §4).
 */
export function createAppEnvironment(
  config: AppConfig = getConfig(),
  location: Pick<Location, 'hostname' | 'protocol'> = window.location,
): AuthExtra {
  const authCookies = authCookiesFor(config, location);
  const httpClient = createHttpClient({
    baseUrl: config.api.baseUrl,
    getToken: config.api.sendBearerToken ? authCookies.readToken : undefined,
    withCredentials: !config.api.sendBearerToken,
    onUnauthenticated: createUnauthenticatedHandler(authCookies),
    unauthenticatedExemptPaths: authExemptPaths,
  });
  return { httpClient, authCookies };
}
