import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the tests of a page that shows @leisure/venue-search: its map starts only when its area comes on screen
 * (decision 0904), and here it never does, so the list is what is tested (the map is tested in
 * @leisure/venue-search). Stubs IntersectionObserver before each test, and restores the globals after.
 */
export function keepVenueMapOffScreen(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}
