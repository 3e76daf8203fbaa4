import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { notFound } from '../../../http/apiError.ts';
import type { Database } from '../../../db/database.ts';
import { findMembershipType } from '../repository/membershipTypeRepository.ts';
import { cartHoldsRecurringMembership, termsFor, termsOfKind, type TermsKind } from '../terms/termsRepository.ts';

function membershipTerms(db: Database, kind: TermsKind, typeId: number) {
  const type = findMembershipType(db, typeId);
  if (!type || !type.isActive) throw notFound('No such membership.');
  const terms = termsFor(db, kind, type.id);
  if (!terms) throw notFound('These terms are not available.');
  return { id: terms.id, title: terms.title, html: terms.html };
}

const joiningCartOwner = (db: Database, cartId: number) =>
  (db.prepare('SELECT user_id FROM joining_carts WHERE id = ?').get(cartId) as { user_id: number } | undefined)
    ?.user_id;

export const termsRoutes = [
  implement(contract.memberships.getDirectDebitTerms, ({ db }) => {
    const terms = termsFor(db, 'direct-debit', null);
    if (!terms) throw notFound('These terms are not available.');
    return { id: terms.id, title: terms.title, html: terms.html };
  }),

  implement(contract.memberships.getHealthCommitment, ({ db, params }) =>
    membershipTerms(db, 'health-commitment', params.typeId),
  ),

  implement(contract.memberships.getMembershipTerms, ({ db, params }) =>
    membershipTerms(db, 'membership', params.typeId),
  ),

  // Other carts' ids (the bookings basket) are not ours to judge: they simply get the general terms.
  implement(contract.memberships.listCheckoutTerms, ({ db, user, query }) => {
    // Staff at the desk pay a selected customer's joining cart (docs/decisions/0602): its terms, whoever owns it.
    const owner =
      user?.role === 'staff' && query.cartId !== undefined ? (joiningCartOwner(db, query.cartId) ?? user.id) : user?.id;
    const recurring =
      owner !== undefined && query.cartId !== undefined && cartHoldsRecurringMembership(db, query.cartId, owner);
    return [...termsOfKind(db, 'checkout'), ...(recurring ? termsOfKind(db, 'checkout-recurring') : [])];
  }),
];
