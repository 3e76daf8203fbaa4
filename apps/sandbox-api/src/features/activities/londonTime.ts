// Venues run on UK time: sessions are scheduled in Europe/London local time and shown with its offset. The London
// clock lives in @leisure/dates, shared with the front ends (docs/decisions/0008-one-date-module.md).
export { londonClock, londonDate, londonLocalToUtc, londonOffsetMinutes, toLondonIso } from '@leisure/dates';
