// Front of house: finding and selecting a customer (docs/decisions/0600-customer-search.md) and the audit trail of
// what staff did for customers, which managers read (docs/decisions/0601-staff-audit-trail.md).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../common.ts';
import {
  auditPageSchema,
  customersPageSchema,
  searchCustomersBody,
  staffAuditQuery,
  staffCustomerSchema,
} from './staffSchemas.ts';

export * from './staffRules.ts';
export * from './staffSchemas.ts';

export const staffEndpoints = {
  // Searching and selecting are actions the audit trail records, so they are POSTs: a GET writes nothing (decision
  // 0601), and a change made with the session cookie must come from our own pages (decision 0826).
  searchCustomers: defineEndpoint({
    id: 'searchCustomers',
    method: 'POST',
    path: '/staff/customers/search',
    tag: 'Front of house',
    summary: 'Find customers by name, email, customer reference or postcode (staff only), a page at a time',
    description:
      'Case-insensitive; a postcode matches with or without spaces. An exact customer reference comes first, ' +
      'then by last name and first name. 422 (`q`) for fewer than 2 characters; 403 for anyone but staff. The ' +
      'search is recorded in the audit trail, its words as `search_text`.',
    auth: 'staff',
    body: searchCustomersBody,
    response: customersPageSchema,
    errors: [403, 422],
  }),
  selectStaffCustomer: defineEndpoint({
    id: 'selectStaffCustomer',
    method: 'POST',
    path: '/staff/customers/{id}/select',
    tag: 'Front of house',
    summary: 'Select a customer (staff only): the customer, recorded in the audit trail as selected',
    description:
      'Cart, joining and checkout calls then carry `selected_user_id`, and staff may read the orders of the ' +
      'customer they selected last. 404 for an id that is not a customer.',
    auth: 'staff',
    params: z.object({ id: idParam }),
    response: staffCustomerSchema,
    errors: [403, 404],
  }),
  listStaffAudit: defineEndpoint({
    id: 'listStaffAudit',
    method: 'GET',
    path: '/staff/audit',
    tag: 'Front of house',
    summary: 'What staff did for customers, newest first (managers only), a page at a time',
    description:
      'Every search, selection and change staff make for a customer (basket, payments, joining cart, checkout). ' +
      '403 for staff who are not managers and for customers.',
    auth: 'staff',
    query: staffAuditQuery,
    response: auditPageSchema,
    errors: [403, 422],
  }),
};
