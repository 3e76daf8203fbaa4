import { describe, expect, it, vi } from 'vitest';
import { warmSiteCalls } from '../src/serviceWorker.ts';

// docs/decisions/0037: what the first visit fetched before its worker took over is asked again through it.
const entry = (name: string) => ({ name }) as PerformanceEntry;

describe('warmSiteCalls', () => {
  it('asks the worker to fetch, once each, the theme, operator and footer the page fetched, nothing personal', async () => {
    const messageWorker = vi.fn(() => Promise.resolve());
    await warmSiteCalls(messageWorker, [
      entry('https://my-account.example/api/frontend/theme'),
      entry('https://my-account.example/api/frontend/theme'),
      entry('https://my-account.example/api/frontend/theme?venue=leeds-city'),
      entry('https://my-account.example/api/client'),
      entry('https://my-account.example/api/activities/footer?venue=leeds-city'),
      entry('https://my-account.example/api/user'),
      entry('https://my-account.example/api/my-account/memberships'),
      entry('https://my-account.example/api/clients'),
      entry('https://my-account.example/assets/index-1a2b.js'),
    ]);
    expect(messageWorker).toHaveBeenCalledExactlyOnceWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          'https://my-account.example/api/frontend/theme',
          'https://my-account.example/api/frontend/theme?venue=leeds-city',
          'https://my-account.example/api/client',
          'https://my-account.example/api/activities/footer?venue=leeds-city',
        ],
      },
    });
  });

  it('sends nothing when the page fetched none of them', async () => {
    const messageWorker = vi.fn(() => Promise.resolve());
    await warmSiteCalls(messageWorker, [entry('https://my-account.example/api/user')]);
    expect(messageWorker).not.toHaveBeenCalled();
  });
});
