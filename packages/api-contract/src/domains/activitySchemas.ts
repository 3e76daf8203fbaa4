// Shapes of the activities domain: categories, activities with their pricing options, sessions and the timetable.
import { z } from 'zod';
import { id, isoDate, isoDateTime, money, slug } from '../common.ts';
import { iconName, imageSchema } from './imagerySchemas.ts';

/** A local (Europe/London) clock time, e.g. "18:30". */
export const localClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM.');

export const activityCategorySchema = z.object({
  id,
  slug,
  name: z.string(),
  description: z.string(),
  /** Activities in this category (at the venue asked about, when one was given). */
  activityCount: z.number().int().nonnegative(),
  /** The category's icon (docs/decisions/0020). */
  icon: iconName,
});
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

export const activityCategoryRefSchema = z.object({ id, slug, name: z.string() });
export const sessionVenueSchema = z.object({ id, slug, name: z.string() });
export type SessionVenue = z.infer<typeof sessionVenueSchema>;

/** Ages in whole years on the day of the session; null bounds are open. `label` reads e.g. "Ages 4–7", "16+". */
export const activityAgeRangeSchema = z.object({
  min: z.number().int().nonnegative().nullable(),
  max: z.number().int().nonnegative().nullable(),
  label: z.string(),
});
export type ActivityAgeRange = z.infer<typeof activityAgeRangeSchema>;

export const activityLevel = z.enum(['All levels', 'Beginner', 'Intermediate', 'Advanced']);

/** A price and who may book at it. Prices include VAT. */
export const activityPricingOptionSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  price: money,
  ageRange: activityAgeRangeSchema,
  /** Only members at the session's venue may book at this price. */
  membersOnly: z.boolean(),
  /** Members-only at £0: the session is included in the membership. */
  includedInMembership: z.boolean(),
});
export type ActivityPricingOption = z.infer<typeof activityPricingOptionSchema>;

export const activitySchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  category: activityCategoryRefSchema,
  venue: sessionVenueSchema,
  level: activityLevel,
  ageRange: activityAgeRangeSchema,
  durationMinutes: z.number().int().positive(),
  /** Every pricing option is members-only. */
  membersOnly: z.boolean(),
  /** A live-streamed class: no premises. */
  isVirtual: z.boolean(),
  /** Attendees must agree to a waiver (e.g. parental consent) at checkout. */
  requiresWaiver: z.boolean(),
  pricingOptions: z.array(activityPricingOptionSchema),
  /** The lowest price a non-member pays; null for members-only activities. */
  priceFrom: money.nullable(),
  upcomingSessionCount: z.number().int().nonnegative(),
  nextSessionStartsAt: isoDateTime.nullable(),
  /** The activity's icon, and its picture where the operator gave one (docs/decisions/0020). */
  icon: iconName,
  image: imageSchema.nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * available: plenty of room; limited: 3 places or fewer; full; cancelled (by the venue); started: it has begun
 * or finished, so it can no longer be booked.
 */
export const sessionAvailability = z.enum(['available', 'limited', 'full', 'cancelled', 'started']);
export type SessionAvailability = z.infer<typeof sessionAvailability>;

/** Where and when a session happens: enough to show it in a basket, an order or a booking. */
export const sessionRefSchema = z.object({
  id,
  activityId: id,
  name: z.string(),
  category: activityCategoryRefSchema,
  venue: sessionVenueSchema,
  /** The session's date in Europe/London. */
  date: isoDate,
  /** ISO 8601 with the Europe/London offset of that date, e.g. 2026-04-02T18:00:00+01:00. */
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  startTime: localClockTime,
  endTime: localClockTime,
  durationMinutes: z.number().int().positive(),
  location: z.string(),
  instructor: z.string().nullable(),
  status: z.enum(['scheduled', 'cancelled']),
  cancellationReason: z.string().nullable(),
});
export type SessionRef = z.infer<typeof sessionRefSchema>;

/**
 * What the logged-in person (on a session page: the attendee asked about) would pay for a place, worked out as the
 * basket does when the session is added at `pricingOptionId` (docs/decisions/0330-booking-windows.md):
 * included: a members-only £0 price or a membership benefit covers it ("Included in your membership");
 * package: a package they hold covers it ("Uses 1 of your 10-visit pass");
 * member: the members' price; casual: the best price open to them as a non-member.
 */
export const yourPriceKind = z.enum(['included', 'package', 'member', 'casual']);
export type YourPriceKind = z.infer<typeof yourPriceKind>;

export const yourPriceSchema = z.object({
  kind: yourPriceKind,
  /** e.g. "Included in your membership", "Uses 1 of your 10-visit pass", "Member price £4.00", "£6.50". */
  label: z.string(),
  /** What the basket will charge: £0 when included or covered by a package. */
  amount: money,
  /** The price to add it to the basket at. */
  pricingOptionId: id,
  pricingOptionName: z.string(),
  /**
   * The benefit or package that covers it; null for member and casual prices. `usesLeft`: its uses left now for
   * this session's week, month or validity (null: unlimited), which quick book's dialog names (docs/decisions/0018).
   */
  entitlement: z.object({ id, name: z.string(), usesLeft: z.number().int().nonnegative().nullable() }).nullable(),
});
export type YourPrice = z.infer<typeof yourPriceSchema>;

/**
 * Booking opens a number of days before the session starts, at the session's own start time (no midnight rush):
 * 7 days for everyone, 10 for members at the session's venue (docs/decisions/0330-booking-windows.md).
 */
export const BOOKING_WINDOW_DAYS = 7;
export const MEMBER_BOOKING_WINDOW_DAYS = 10;

/**
 * A session's waiting list in short (docs/decisions/0311-waiting-list.md): how many wait and where the logged-in
 * person (or their linked accounts' first entry) is. The same shape as waitingListSummarySchema, defined here because
 * the waiting list's schemas build on these.
 */
export const sessionWaitingListSummarySchema = z.object({
  peopleWaiting: z.number().int().nonnegative(),
  /** Place in line while waiting; null when not waiting (or offered a place). */
  yourPosition: z.number().int().positive().nullable(),
  yourStatus: z.enum(['waiting', 'offered', 'placed', 'expired']).nullable(),
});

/** A price as a visitor is shown it, with its name: "Adult" £5.20 (docs/decisions/0027). */
export const namedPriceSchema = z.object({ name: z.string(), price: money });
export type NamedPrice = z.infer<typeof namedPriceSchema>;

export const sessionSummarySchema = sessionRefSchema.extend({
  level: activityLevel,
  ageRange: activityAgeRangeSchema,
  capacity: z.number().int().positive(),
  /** Capacity less bookings, places taken at reception and places held in baskets. */
  spacesLeft: z.number().int().nonnegative(),
  availability: sessionAvailability,
  /** Scheduled, not started, not full and its booking window is open. */
  bookable: z.boolean(),
  /**
   * When booking opens for the logged-in person (on a session page: the attendee asked about), or for a visitor:
   * the start less 7 days, or 10 for a member at the venue.
   */
  bookingOpensAt: isoDateTime,
  /** Why it cannot be booked, e.g. "Booking opens Tue 25 Nov at 07:00", "Full"; null when bookable. */
  notBookableReason: z.string().nullable(),
  membersOnly: z.boolean(),
  isVirtual: z.boolean(),
  /** The lowest price a non-member pays (often the junior price); null for members-only sessions. */
  priceFrom: money.nullable(),
  /**
   * Every price open to non-members with its name, in the venue's order (e.g. Adult £5.20, Junior £2.90): what a
   * visitor is shown, rather than "From" the cheapest (docs/decisions/0027). Empty for members-only sessions.
   */
  prices: z.array(namedPriceSchema),
  /** The logged-in user (on a session page: the attendee asked about) is booked on it; false for visitors. */
  isBooked: z.boolean(),
  /** What that person would pay; null for visitors and when no price is open to them (see the session page). */
  yourPrice: yourPriceSchema.nullable(),
  /** That person already has this session in a basket; false for visitors. */
  inBasket: z.boolean(),
  waitingList: sessionWaitingListSummarySchema,
  /**
   * That person asked to be emailed when booking opens (docs/decisions/0335-booking-opens-reminders.md); false for
   * visitors.
   */
  reminderSet: z.boolean(),
  /** The activity's icon, drawn on the timetable's row (docs/decisions/0020). */
  icon: iconName,
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** Someone the logged-in customer may book for: themself or a linked account (decision 0303). */
export const attendeeSchema = z.object({
  id,
  name: z.string(),
  dateOfBirth: isoDate.nullable(),
  /** The logged-in customer themself. */
  isSelf: z.boolean(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** Whether one person may book at a price, and if not, why (e.g. "The Junior price is for ages 4 to 15."). */
export const bookingEligibilitySchema = z.object({ canBook: z.boolean(), reason: z.string().nullable() });
export type BookingEligibility = z.infer<typeof bookingEligibilitySchema>;

export const sessionDetailSchema = sessionSummarySchema.extend({
  description: z.string(),
  requiresWaiver: z.boolean(),
  /** The person eligibility was worked out for: the logged-in user or `attendee_id`; null for visitors. */
  attendee: z.object({ id, name: z.string() }).nullable(),
  pricingOptions: z.array(activityPricingOptionSchema.extend({ eligibility: bookingEligibilitySchema.nullable() })),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

export const timetableDaySchema = z.object({
  date: isoDate,
  sessionCount: z.number().int().nonnegative(),
  bookableCount: z.number().int().nonnegative(),
});

export const timetableSchema = z.object({
  venue: sessionVenueSchema,
  date: isoDate,
  category: activityCategoryRefSchema.nullable(),
  /** Each date of the booking window (today and the next 13 days) with its number of sessions. */
  days: z.array(timetableDaySchema),
  sessions: z.array(sessionSummarySchema),
});
export type Timetable = z.infer<typeof timetableSchema>;

/** Quick book (docs/decisions/0334-quick-book-included-sessions.md): who the included session is for. */
export const bookIncludedSessionBodySchema = z.object({
  /** The attendee: the logged-in customer by default, or a linked account (decision 0331). */
  purchasedForUserId: id.nullish(),
});

/**
 * What a quick booking drew on (docs/decisions/0018-one-tap-booking.md): the membership benefit or package the place
 * used, and its uses left after this booking (null: unlimited).
 */
export const quickBookingUseSchema = z.object({
  kind: z.enum(['benefit', 'package']),
  name: z.string(),
  usesLeft: z.number().int().nonnegative().nullable(),
});
export type QuickBookingUse = z.infer<typeof quickBookingUseSchema>;

/**
 * The free order quick book made and its one booking; `used` is what covered the place, null for a members-only
 * £0 price (nothing is counted).
 */
export const quickBookingSchema = z.object({ orderId: id, bookingId: id, used: quickBookingUseSchema.nullable() });
export type QuickBooking = z.infer<typeof quickBookingSchema>;

/**
 * Why one weekly occurrence cannot go in the basket (docs/decisions/0333-repeat-bookings.md): full; not_open_yet
 * (its booking window opens later); already_booked; in_basket (a place is held for the person already);
 * cancelled; started; no_price (no price is open to the person).
 */
export const occurrenceSkipReason = z.enum([
  'full',
  'not_open_yet',
  'already_booked',
  'in_basket',
  'cancelled',
  'started',
  'no_price',
]);
export type OccurrenceSkipReason = z.infer<typeof occurrenceSkipReason>;

export const weeklyOccurrenceSchema = z.object({
  /** The occurrence as the timetable shows it to the person (their price, window and places). */
  session: sessionSummarySchema,
  /** It can be added to the basket now, at session.yourPrice. */
  canAdd: z.boolean(),
  /** Why not, when canAdd is false. */
  reason: occurrenceSkipReason.nullable(),
  /** The same in words, e.g. "Full", "Booking opens Tue 25 Nov at 07:00", "You are already booked". */
  reasonText: z.string().nullable(),
});
export type WeeklyOccurrence = z.infer<typeof weeklyOccurrenceSchema>;

export const weeklyOccurrencesSchema = z.object({
  /** The session asked about; its occurrences start with it. */
  sessionId: id,
  /** The person they were worked out for: the logged-in customer or `attendee_id`. */
  attendee: z.object({ id, name: z.string() }),
  /** The same activity at the same venue and start time, week after week, up to the end of the timetable. */
  occurrences: z.array(weeklyOccurrenceSchema),
});
export type WeeklyOccurrences = z.infer<typeof weeklyOccurrencesSchema>;

/** Remind me when booking opens (docs/decisions/0335-booking-opens-reminders.md): who the reminder is for. */
export const sessionReminderBodySchema = z.object({
  /** The attendee: the logged-in customer by default, or a linked account (decision 0331). */
  purchasedForUserId: id.nullish(),
});

/** A reminder to email the customer when booking opens for the attendee. */
export const sessionReminderSchema = z.object({
  sessionId: id,
  attendee: z.object({ id, name: z.string() }),
  /** When booking opens for the attendee; the email goes then. */
  opensAt: isoDateTime,
  /** When the email was sent; null until booking opens. */
  sentAt: isoDateTime.nullable(),
});
export type SessionReminder = z.infer<typeof sessionReminderSchema>;
