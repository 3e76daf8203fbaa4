// Dates as the sandbox writes them in messages and labels (British English), from @leisure/dates: each label is the
// calendar date itself whatever the server's time zone (docs/decisions/0008-one-date-module.md).
export { prettyDate, prettyDayMonth, prettyMonth, shortDateLabel } from '@leisure/dates';
