// London time and calendar arithmetic, shared by the sandbox and the front ends (docs/decisions/0008).
export { londonDate, londonToday } from './londonDay.ts';
export { londonClock, londonLocalToUtc, londonOffsetMinutes, toLondonIso } from './londonTime.ts';
export * from './isoDate.ts';
export { isoDateOf } from './isoDateOf.ts';
export * from './formats.ts';
export { twelveHourTime } from './clockTimes.ts';
