/** Where a section stands: nothing to show yet, done (✓) or in need of attention (warning sign). */
export type SectionStatus = 'none' | 'completed' | 'error';

/** Said to screen readers beside the status icon, so the status is never told by colour or shape alone. */
export const statusWords: Record<Exclude<SectionStatus, 'none'>, string> = {
  completed: 'Completed',
  error: 'Has errors',
};
