import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { notFound } from '../../http/apiError.ts';
import { currentAccountTerms } from './accountTerms.ts';

export const accountTermsRoute = implement(contract.auth.getAccountTerms, ({ db }) => {
  const terms = currentAccountTerms(db);
  if (!terms) throw notFound('There are no account terms.');
  return terms;
});
