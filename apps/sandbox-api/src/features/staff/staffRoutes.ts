import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { forbidden, invalidField, notFound } from '../../http/apiError.ts';
import { describeStaffAction, describeStaffSearch } from '../../http/staffAudit.ts';
import type { Database } from '../../db/database.ts';
import { ukToday } from '../../clock.ts';
import { findCustomer, searchCustomers } from './customerSearch.ts';
import { auditEntries } from './auditTrail.ts';

const pageMeta = (page: number, perPage: number, total: number) => ({
  currentPage: page,
  perPage,
  total,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
});

const isManager = (db: Database, userId: number) =>
  (db.prepare('SELECT is_manager FROM users WHERE id = ?').get(userId) as { is_manager: number } | undefined)
    ?.is_manager === 1;

export const staffRoutes = [
  // auth 'staff': a customer is refused (403) before anything is looked up, so learns nothing. Both are POSTs: the
  // trail records them, and a GET writes nothing (docs/decisions/0601).
  implement(contract.staff.searchCustomers, ({ db, clock, body }) => {
    const { q, page, perPage } = body;
    const { customers, total } = searchCustomers(db, q, page, perPage, ukToday(clock));
    describeStaffSearch(q);
    return { customers, meta: pageMeta(page, perPage, total) };
  }),

  implement(contract.staff.selectStaffCustomer, ({ db, clock, params }) => {
    const customer = findCustomer(db, params.id, ukToday(clock));
    if (!customer) throw notFound('No such customer.');
    describeStaffAction(customer.id, 'Selected the customer');
    return customer;
  }),

  implement(contract.staff.listStaffAudit, ({ db, user, query }) => {
    if (!isManager(db, user!.id)) throw forbidden('Only managers can read the audit trail.');
    const { page, perPage, customerId, staffId, from, to } = query;
    if (from && to && from > to) throw invalidField('to', 'The end date must be on or after the start date.');
    const { entries, total } = auditEntries(db, { customerId, staffId, from, to }, page, perPage);
    return { entries, meta: pageMeta(page, perPage, total) };
  }),
];
