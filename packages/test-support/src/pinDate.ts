// A Vitest set-up file: `Date` pinned to the run's instant (docs/decisions/0006).
import '@leisure/test-clock/pin-date';
