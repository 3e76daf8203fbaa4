// Shapes of front of house (staff.ts): customers as the staff bar finds them, and the audit trail.
import { z } from 'zod';
import { id, idParam, isoDate, isoDateTime } from '../common.ts';
import { heldMembershipStatus } from './membershipSchemas.ts';
import { pageQueryFields, paginationMetaSchema } from './paging.ts';
import { CUSTOMER_SEARCH_MAX_LENGTH, CUSTOMER_SEARCH_MIN_LENGTH, customerSearchMessages } from './staffRules.ts';

/**
 * The membership the desk checks a customer's identity and entitlement by (docs/decisions/0025): the current one,
 * else the next to start, else the one that ended last.
 */
export const staffCustomerMembershipSchema = z.object({
  name: z.string(),
  /** active (started, not ended), pending (starts later) or ended. */
  status: heldMembershipStatus,
  startDate: isoDate,
  endDate: isoDate.nullable(),
});
export type StaffCustomerMembership = z.infer<typeof staffCustomerMembershipSchema>;

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
  /** Null when the customer has never held a membership (docs/decisions/0025). */
  membership: staffCustomerMembershipSchema.nullable(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

/** A search's body (POST: the audit trail records it, decision 0601); page numbers as in a query. */
export const searchCustomersBody = z.object({
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
   * What was done: the id of the call, e.g. searchCustomers, selectStaffCustomer (selected), addToCart,
   * removeFromCart, addCartPayment, payAtFrontOfHouse, storeJoiningCart, clearJoiningCart.
   */
  action: z.string(),
  /** The same in our words, e.g. "Paid £5.00 at front of house (cash £5.00)"; never what staff typed. */
  description: z.string(),
  /**
   * What staff typed, for a search ("Searched for customers"): data to show quoted, never part of the words
   * (decision 0601). Null for every other action.
   */
  searchText: z.string().nullable(),
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
