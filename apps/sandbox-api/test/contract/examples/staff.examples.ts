import { contract } from '@leisure/api-contract';
import { examplesOf } from '../contractExample.ts';
import type { ContractExample } from '../contractExample.ts';
import { demoAccounts } from '../../../src/seed/demoAccounts.ts';

const { staff } = contract;

/** Examples for front of house: customer search and selection, the audit trail (decisions 0600, 0601). */
export const staffExamples: ContractExample[] = [
  ...examplesOf(
    staff.searchCustomers,
    {
      name: 'staff find Sam by his reference',
      as: 'staff',
      request: () => ({ body: { q: demoAccounts.memberWithoutDirectDebit.reference } }),
    },
    {
      name: 'a customer cannot search',
      as: 'memberWithDirectDebit',
      request: () => ({ body: { q: 'Patel' } }),
      status: 403,
    },
    { name: 'one character', as: 'staff', request: () => ({ body: { q: ' s ' } }), status: 422 },
  ),
  ...examplesOf(
    staff.selectStaffCustomer,
    {
      name: 'staff select a customer',
      as: 'staff',
      request: async (api, token) => {
        const found = await api.call(staff.searchCustomers, { token, body: { q: 'Patel' } });
        return { params: { id: found.json.data.customers[0].id } };
      },
    },
    {
      name: 'a member of staff is not a customer',
      as: 'staff',
      request: async (api, token) => {
        const me = await api.call(contract.auth.getUser, { token });
        return { params: { id: me.json.data.id } };
      },
      status: 404,
    },
  ),
  ...examplesOf(
    staff.listStaffAudit,
    { name: 'a manager reads the trail', as: 'manager' },
    { name: 'staff who are not managers', as: 'staff', status: 403 },
  ),
];
