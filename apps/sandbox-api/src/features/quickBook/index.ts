import { contract } from '@leisure/api-contract';
import type { SandboxFeature } from '../feature.ts';
import { implement } from '../../http/implement.ts';
import { bookIncludedSession } from './bookIncludedSession.ts';

/**
 * Quick book of a session included in the membership (docs/decisions/0334-quick-book-included-sessions.md). A
 * feature of its own because it writes an order, and orders build on activities (activities cannot import them).
 */
export const quickBookFeature: SandboxFeature = {
  name: 'quickBook',
  routes: [
    implement(contract.activities.bookIncludedSession, ({ db, clock, params, body, user }) =>
      bookIncludedSession(db, clock, user!.id, params.sessionId, body.purchasedForUserId),
    ),
  ],
};
