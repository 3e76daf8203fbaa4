import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { findUserById } from '../auth/index.ts';
import { refusedOn } from './invitations.ts';
import { staffCustomerHousehold } from './householdView.ts';

/** Front of house sees the selected customer's household, to book for its members at the desk (decision 0313). */
export const staffHouseholdRoute = implement(contract.households.getStaffCustomerHousehold, ({ db, params }) => {
  const customer = findUserById(db, params.id);
  if (!customer || customer.role !== 'customer') throw refusedOn(404, 'id', 'No such customer.');
  return staffCustomerHousehold(db, customer.id);
});
