import { describe, expect, it } from 'vitest';
import {
  allCompleted,
  displayedSections,
  nextSection,
  reachableSection,
  sectionNumber,
  type SectionId,
} from '../../src/features/joining/index.ts';

describe('which sections show and how they are numbered (docs/product/joining.md §2, §4, D10)', () => {
  it('shows five sections for a single payment without questions', () => {
    const displayed = displayedSections({ hasQuestions: false, needsDirectDebit: false });
    expect(displayed).toEqual(['centre', 'membership', 'details', 'dates']);
    expect(sectionNumber(displayed, 'dates')).toBe(4);
    expect(sectionNumber(displayed, 'questions')).toBeUndefined();
  });

  it('numbers additional details and the Direct Debit sections only when they show', () => {
    const displayed = displayedSections({ hasQuestions: true, needsDirectDebit: true });
    expect(displayed).toEqual(['centre', 'membership', 'details', 'questions', 'dates', 'bankDetails', 'confirm']);
    expect(sectionNumber(displayed, 'dates')).toBe(5);
    expect(sectionNumber(displayed, 'confirm')).toBe(7);
    expect(displayedSections({ hasQuestions: false, needsDirectDebit: true })).not.toContain('questions');
  });

  it('completing a section opens the next displayed one; after the last comes checkout', () => {
    const displayed = displayedSections({ hasQuestions: false, needsDirectDebit: false });
    expect(nextSection(displayed, 'details')).toBe('dates');
    expect(nextSection(displayed, 'dates')).toBeNull();
  });
});

describe('the section the URL asks for', () => {
  const displayed = displayedSections({ hasQuestions: false, needsDirectDebit: true });
  const done = (...ids: SectionId[]) => new Set<SectionId>(ids);

  it('opens the requested section when every section before it is completed', () => {
    expect(reachableSection(displayed, done('centre', 'membership'), 'details')).toBe('details');
    // Back to an earlier, completed section (the browser's Back button).
    expect(reachableSection(displayed, done('centre', 'membership', 'details'), 'membership')).toBe('membership');
  });

  it('falls back to the first unfinished section for a step the user cannot be at yet', () => {
    expect(reachableSection(displayed, done('centre'), 'dates')).toBe('membership');
    expect(reachableSection(displayed, done(), null)).toBe('centre');
    expect(reachableSection(displayed, done('centre'), 'questions')).toBe('membership');
  });

  it('knows when the journey is complete', () => {
    expect(allCompleted(['centre', 'dates'], done('centre', 'dates'))).toBe(true);
    expect(allCompleted(['centre', 'dates'], done('centre'))).toBe(false);
  });
});
