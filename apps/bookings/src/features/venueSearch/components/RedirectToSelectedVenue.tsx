import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isSlug } from '@leisure/api-contract/browser';
import { useRememberedVenue } from '../hooks/useRememberedVenue.ts';

/**
 * /redirect-to-selected-venue (docs/product/platform.md §2): on to the page of the venue the visitor last chose,
 * or home when there is none. The cookie is shared with other sites of the parent domain, so only a well-formed
 * slug is followed.
 */
export function RedirectToSelectedVenue() {
  const { readRememberedVenue } = useRememberedVenue();
  const [target] = useState(() => {
    const venueSlug = readRememberedVenue();
    return isSlug(venueSlug) ? `/location/${venueSlug}` : '/';
  });
  return <Navigate to={target} replace />;
}
