import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { ApiError, invalidField } from '../../../http/apiError.ts';
import { ukToday } from '../../../clock.ts';
import { categoryOrInvalid, venueOrNotFound } from '../catalogueLookups.ts';
import { resolveCustomer } from '../eligibility/actingFor.ts';
import { eligibilityFor } from '../eligibility/bookingEligibility.ts';
import { isHeldInABasket, sessionsBookedBy, sessionsHeldFor } from '../timetable/attendeeSessions.ts';
import { pricingOptionsByActivity, toPricingOption } from '../timetable/pricingOptions.ts';
import { listSessionRows, sessionOrNotFound } from '../timetable/sessionRows.ts';
import { toSessionSummary } from '../timetable/sessionView.ts';
import { ensureTimetable, TIMETABLE_DAYS_AHEAD } from '../timetable/timetableGenerator.ts';
import { timetableDays } from '../timetable/timetableDays.ts';
import { yourPriceFor } from '../timetable/yourPrice.ts';
import { findPerson } from '../eligibility/people.ts';
import { bookingWindowDays, latestOpenStart } from '../bookingWindow/bookingWindow.ts';
import { waitingListSummaries } from '../../../kernel/waitingListSummaries.ts';
import { sendDueReminders } from '../reminders/dueReminders.ts';
import { sessionsWithReminder } from '../reminders/reminderStore.ts';

export const timetableRoutes = [
  implement(contract.activities.getTimetable, ({ db, clock, query, user }) => {
    ensureTimetable(db, clock);
    sendDueReminders(db, clock);
    const venue = venueOrNotFound(db, query.venue);
    const category = categoryOrInvalid(db, query.category);
    const today = ukToday(clock);
    const date = query.date ?? today;
    if (date < today) throw invalidField('date', 'Choose a date from today onwards.');
    if (query.activityId !== undefined) {
      const activity = db
        .prepare('SELECT 1 FROM activities WHERE id = ? AND venue_id = ?')
        .get(query.activityId, venue.id);
      if (!activity) throw invalidField('activityId', 'No such activity at this venue.');
    }
    const now = clock.now();
    const filter = { venueId: venue.id, categoryId: category?.id, activityId: query.activityId };
    const rows = listSessionRows(db, { ...filter, date }, now.toISOString());
    const sessionIds = rows.map((row) => row.id);
    const options = pricingOptionsByActivity(
      db,
      rows.map((row) => row.activity_id),
    );
    const booked = user ? sessionsBookedBy(db, user.id, sessionIds) : new Set<number>();
    const person = user ? findPerson(db, user.id) : undefined;
    const held = person ? sessionsHeldFor(db, person.id, sessionIds, now.toISOString()) : new Set<number>();
    const reminded = person ? sessionsWithReminder(db, person.id, sessionIds) : new Set<number>();
    const windowDays = bookingWindowDays(db, person?.id ?? null, venue.id, now);
    const waiting = waitingListSummaries(db, person?.id, sessionIds);
    return {
      venue: { id: venue.id, slug: venue.slug, name: venue.name },
      date,
      category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
      days: timetableDays(db, filter, today, TIMETABLE_DAYS_AHEAD, now.toISOString(), latestOpenStart(now, windowDays)),
      sessions: rows.map((row) => {
        const rowOptions = options.get(row.activity_id) ?? [];
        return toSessionSummary(row, rowOptions, now, {
          isBooked: booked.has(row.id),
          inBasket: held.has(row.id),
          reminderSet: reminded.has(row.id),
          waitingList: waiting.get(row.id)!,
          windowDays,
          yourPrice: person ? yourPriceFor(db, person, row, rowOptions, now.toISOString()) : null,
        });
      }),
    };
  }),

  implement(contract.activities.getSession, ({ db, clock, params, query, user }) => {
    sendDueReminders(db, clock);
    const now = clock.now();
    const row = sessionOrNotFound(db, params.sessionId, now.toISOString());
    if (query.attendeeId !== undefined && !user) throw new ApiError(401, 'Log in to check prices for someone else.');
    const attendee = user ? resolveCustomer(db, user, query.attendeeId, 'attendeeId') : undefined;
    const options = pricingOptionsByActivity(db, [row.activity_id]).get(row.activity_id) ?? [];
    const booked = attendee ? sessionsBookedBy(db, attendee.id, [row.id]).has(row.id) : false;
    return {
      ...toSessionSummary(row, options, now, {
        isBooked: booked,
        inBasket: attendee ? isHeldInABasket(db, attendee.id, row.id, now.toISOString()) : false,
        reminderSet: attendee ? sessionsWithReminder(db, attendee.id, [row.id]).has(row.id) : false,
        waitingList: waitingListSummaries(db, user?.id, [row.id]).get(row.id)!,
        windowDays: bookingWindowDays(db, attendee?.id ?? null, row.venue_id, now),
        yourPrice: attendee ? yourPriceFor(db, attendee, row, options, now.toISOString()) : null,
      }),
      description: row.description,
      requiresWaiver: row.waiver_id !== null,
      attendee: attendee ? { id: attendee.id, name: attendee.name } : null,
      pricingOptions: options.map((option) => ({
        ...toPricingOption(option),
        eligibility: attendee ? eligibilityFor(db, attendee, row, option) : null,
      })),
    };
  }),
];
