import type { AxiosInstance } from 'axios';
import { fromWire, toWire } from './wireCasing.ts';

/**
 * snake_case out (JSON bodies and query params), camelCase in (successful answers). Error answers are left
 * as sent: toApiError converts their field paths segment by segment, which whole-key conversion cannot do.
 */
export function installWireCasing(client: AxiosInstance): void {
  client.interceptors.request.use((config) => {
    config.data = toWire(config.data);
    config.params = toWire(config.params);
    return config;
  });
  client.interceptors.response.use((response) => {
    response.data = fromWire(response.data);
    return response;
  });
}
