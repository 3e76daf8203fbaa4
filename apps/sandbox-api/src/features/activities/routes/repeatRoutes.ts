import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { forbidden } from '../../../http/apiError.ts';
import { resolveAttendee } from '../eligibility/actingFor.ts';
import { findPerson } from '../eligibility/people.ts';
import { weeklyOccurrences } from '../repeat/weeklyOccurrences.ts';
import { sessionOrNotFound } from '../timetable/sessionRows.ts';
import { ensureTimetable } from '../timetable/timetableGenerator.ts';

export const repeatRoutes = [
  implement(contract.activities.listWeeklyOccurrences, ({ db, clock, params, query, user }) => {
    ensureTimetable(db, clock);
    const session = sessionOrNotFound(db, params.sessionId, clock.now().toISOString());
    const customer = findPerson(db, user!.id);
    if (!customer) throw forbidden();
    const attendee = resolveAttendee(db, customer, query.attendeeId, 'attendeeId');
    return {
      sessionId: session.id,
      attendee: { id: attendee.id, name: attendee.name },
      occurrences: weeklyOccurrences(db, clock, session, attendee, customer.id),
    };
  }),
];
