import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { unauthenticated } from '../../http/apiError.ts';
import { onboardingForms } from './dataFields/onboardingForms.ts';
import { dataFieldsFor } from './dataFields/dataFieldView.ts';
import { findUserById } from './userRecords.ts';

export const dataFieldsRoute = implement(contract.auth.getDataFields, ({ db, user, query }) => {
  // The membership-purchase questions are asked of an existing customer: they are about that person.
  if (query.onboardingType === 'membership_purchase' && !user) throw unauthenticated();
  const row = user ? findUserById(db, user.id) : undefined;
  return dataFieldsFor(db, onboardingForms[query.onboardingType], row);
});
