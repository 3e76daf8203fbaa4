/** Today's date in the UK as YYYY-MM-DD: the day the venues (and the API's date rules) go by. From the one date
 * module, on its Intl-only path for the first load (docs/decisions/0008-one-date-module.md). */
export { londonToday as ukToday } from '@leisure/dates';
