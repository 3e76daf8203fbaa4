// Front of house: finding and selecting a customer (docs/decisions/0600-customer-search.md) and the audit trail of
// what staff did for customers, which managers read (docs/decisions/0601-staff-audit-trail.md).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { id, idParam, isoDate, isoDateTime } from '../common.ts';
import { pageQueryFields, paginationMetaSchema } from './paging.ts';
import { CUSTOMER_SEARCH_MAX_LENGTH, CUSTOMER_SEARCH_MIN_LENGTH, customerSearchMessages } from './staffRules.ts';

export * from './staffRules.ts';

/** A customer as the staff bar shows one: enough to tell two people with the same name apart. */
export const staffCustomerSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  /** The customer ID printed on cards (e.g. BW100002). */
  reference: z.string(),
  email: z.string(),
  postcode: z.string().nullable(),
  /** YYYY-MM-DD; null when unknown. */
  dateOfBirth: isoDate.nullable(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const searchCustomersQuery = z.object({
  q: z
    .string()
    .trim()
    .min(CUSTOMER_SEARCH_MIN_LENGTH, customerSearchMessages.tooShort)
    .max(CUSTOMER_SEARCH_MAX_LENGTH, customerSearchMessages.tooLong)
    .describe('A name (first, last or both), email, customer reference or postcode; trimmed, at least 2 characters.'),
  ...pageQueryFields('Customers', 50, 10),
});

export const customersPageSchema = z.object({
  customers: z.array(staffCustomerSchema),
  meta: paginationMetaSchema,
});
export type CustomersPage = z.infer<typeof customersPageSchema>;

/** Someone named in the audit trail. */
export const auditPersonSchema = z.object({
  id,
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const auditEntrySchema = z.object({
  id,
  at: isoDateTime,
  /** The member of staff who acted. */
  staff: auditPersonSchema,
  /** The customer acted for; null for a search (no one chosen yet). */
  customer: auditPersonSchema.nullable(),
  /**
   * What was done: the id of the call, e.g. searchCustomers, getStaffCustomer (selected), addToCart,
   * removeFromCart, addCartPayment, payAtFrontOfHouse, storeJoiningCart, clearJoiningCart.
   */
  action: z.string(),
  /** The same in words, e.g. "Paid £5.00 at front of house (cash £5.00)". */
  description: z.string(),
  /** The order the action created, if any. */
  orderId: id.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const staffAuditQuery = z.object({
  customerId: idParam.optional().describe('Only actions for this customer.'),
  staffId: idParam.optional().describe('Only actions by this member of staff.'),
  from: isoDate.optional().describe('Only actions on or after this day (London time).'),
  to: isoDate.optional().describe('Only actions on or before this day (London time).'),
  ...pageQueryFields('Entries', 100, 25),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  meta: paginationMetaSchema,
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const staffEndpoints = {
  searchCustomers: defineEndpoint({
    id: 'searchCustomers',
    method: 'GET',
    path: '/staff/customers',
    tag: 'Front of house',
    summary: 'Find customers by name, email, customer reference or postcode (staff only), a page at a time',
    description:
      'Case-insensitive; a postcode matches with or without spaces. An exact customer reference comes first, ' +
      'then by last name and first name. 422 (`q`) for fewer than 2 characters; 403 for anyone but staff. The ' +
      'search is recorded in the audit trail.',
    auth: 'staff',
    query: searchCustomersQuery,
    response: customersPageSchema,
    errors: [403, 422],
  }),
  getStaffCustomer: defineEndpoint({
    id: 'getStaffCustomer',
    method: 'GET',
    path: '/staff/customers/{id}',
    tag: 'Front of house',
    summary: 'Select a customer (staff only): the customer, recorded in the audit trail as selected',
    description:
      'Cart, joining and checkout calls then carry `selected_user_id`. 404 for an id that is not a customer.',
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
