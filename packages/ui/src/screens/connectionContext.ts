import { createContext } from 'react';

/**
 * The API's last call got no answer at all (docs/decisions/0037-installable-and-offline.md), as the page frame knows
 * it: FullPageError then shows the offline screen instead.
 */
export const ConnectionLostContext = createContext(false);
