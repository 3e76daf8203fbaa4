import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { resolveAttendee, resolveCustomer } from '../eligibility/actingFor.ts';
import { ensureTimetable } from '../timetable/timetableGenerator.ts';
import { cancelReminder, setReminder } from '../reminders/setReminder.ts';

export const reminderRoutes = [
  implement(contract.activities.setSessionReminder, ({ db, clock, params, body, user }) => {
    ensureTimetable(db, clock);
    const customer = resolveCustomer(db, user!, undefined, 'purchasedForUserId');
    const attendee = resolveAttendee(db, customer, body.purchasedForUserId, 'purchasedForUserId');
    return setReminder(db, clock, customer, attendee, user!.id, params.sessionId);
  }),

  implement(contract.activities.cancelSessionReminder, ({ db, clock, params, query, user }) => {
    const customer = resolveCustomer(db, user!, undefined, 'purchasedForUserId');
    const attendee = resolveAttendee(db, customer, query.purchasedForUserId, 'purchasedForUserId');
    cancelReminder(db, clock, attendee, params.sessionId);
    return undefined;
  }),
];
