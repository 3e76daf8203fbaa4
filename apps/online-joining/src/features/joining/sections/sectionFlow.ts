/** The joining page's sections in docs/product/joining.md §2 order (8, the greyed Checkout header, is not a section). */
export const sectionIds = ['centre', 'membership', 'details', 'questions', 'dates', 'bankDetails', 'confirm'] as const;
export type SectionId = (typeof sectionIds)[number];

export const sectionHeadings: Record<SectionId, string> = {
  centre: 'Choose your home centre',
  membership: 'Choose your membership',
  details: 'Your details',
  questions: 'Additional details',
  dates: 'Review & select dates',
  bankDetails: 'Monthly payment',
  confirm: 'Confirm your details',
};

/** What decides which sections show (docs/product/joining.md §4 "Section flow", docs/product/joining.md D10). */
export interface SectionConditions {
  /** The chosen membership asks additional questions. */
  hasQuestions: boolean;
  /** A recurring option chosen by a user with no Direct Debit instruction. */
  needsDirectDebit: boolean;
}

export function isSectionId(value: unknown): value is SectionId {
  return typeof value === 'string' && (sectionIds as readonly string[]).includes(value);
}

/** The sections shown, in order; only these are numbered. */
export function displayedSections({ hasQuestions, needsDirectDebit }: SectionConditions): SectionId[] {
  return sectionIds.filter((id) => {
    if (id === 'questions') return hasQuestions;
    if (id === 'bankDetails' || id === 'confirm') return needsDirectDebit;
    return true;
  });
}

/** 1-based number of a displayed section, or undefined when it is not displayed. */
export function sectionNumber(displayed: readonly SectionId[], id: SectionId): number | undefined {
  const index = displayed.indexOf(id);
  return index === -1 ? undefined : index + 1;
}

/** The displayed section after `id`; null after the last one (checkout comes next). */
export function nextSection(displayed: readonly SectionId[], id: SectionId): SectionId | null {
  const index = displayed.indexOf(id);
  return index === -1 ? null : (displayed[index + 1] ?? null);
}

/**
 * The section to open: the one asked for (the URL's step) when the user may be there, that is when every displayed
 * section before it is completed; otherwise the first displayed section not yet completed.
 */
export function reachableSection(
  displayed: readonly SectionId[],
  completed: ReadonlySet<SectionId>,
  requested: SectionId | null,
): SectionId {
  const firstOpen = displayed.find((id) => !completed.has(id)) ?? displayed[displayed.length - 1]!;
  if (!requested || !displayed.includes(requested)) return firstOpen;
  const before = displayed.slice(0, displayed.indexOf(requested));
  return before.every((id) => completed.has(id)) ? requested : firstOpen;
}

/** Every displayed section is completed: the journey can go to checkout. */
export function allCompleted(displayed: readonly SectionId[], completed: ReadonlySet<SectionId>): boolean {
  return displayed.every((id) => completed.has(id));
}
