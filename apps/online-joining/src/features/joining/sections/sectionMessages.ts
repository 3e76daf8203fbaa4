import type { SectionId } from './sectionFlow.ts';

/** Which section a server field message belongs to (docs/product/joining.md §5 "Server field messages"), so it shows there. */
export function sectionOfField(field: string): SectionId {
  if (field === 'homeVenueId') return 'centre';
  if (field === 'membershipTypeId' || field === 'paymentOptionId') return 'membership';
  if (field === 'accountHolder' || field === 'ddTermsAccepted' || field.startsWith('accountDetails')) {
    return 'bankDetails';
  }
  return 'dates';
}

/** Server messages grouped by the section they belong to. */
export function messagesBySection(
  messages: Record<string, string[]>,
): Partial<Record<SectionId, Record<string, string[]>>> {
  const grouped: Partial<Record<SectionId, Record<string, string[]>>> = {};
  for (const [field, list] of Object.entries(messages)) {
    const section = sectionOfField(field);
    grouped[section] = { ...grouped[section], [field]: list };
  }
  return grouped;
}
