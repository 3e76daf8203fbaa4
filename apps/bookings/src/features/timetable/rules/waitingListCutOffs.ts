/** Minutes before the start a "book me automatically" entry may stop at (docs/decisions/0311-waiting-list.md). */
const choices = [
  { minutes: 0, label: 'When the session starts' },
  { minutes: 60, label: '1 hour before it starts' },
  { minutes: 3 * 60, label: '3 hours before it starts' },
  { minutes: 24 * 60, label: '1 day before it starts' },
] as const;

export interface CutOffChoice {
  /** The option's value: minutes before the start. */
  value: string;
  label: string;
  /** What to send as `cutOff`: null for the start (the sandbox's default). */
  cutOff: string | null;
}

/**
 * The cut-offs still ahead for a session starting at `startsAt` (at least 5 minutes away, as a cut-off must be in
 * the future), the start first.
 */
export function cutOffChoices(startsAt: string, now = new Date()): CutOffChoice[] {
  const start = new Date(startsAt).getTime();
  return choices
    .filter(({ minutes }) => start - minutes * 60_000 > now.getTime() + 5 * 60_000)
    .map(({ minutes, label }) => ({
      value: String(minutes),
      label,
      cutOff: minutes === 0 ? null : new Date(start - minutes * 60_000).toISOString(),
    }));
}
