import styled from 'styled-components';
import type { QuickBookingUse } from '@leisure/api-contract/browser';
import { CheckIcon } from '@leisure/ui';

const Note = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  font-weight: 600;

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.colours.success};
  }
`;

/** The benefit or pass a quick booking used, as the timetable passed it on (null when none or not a quick booking). */
export function quickBookUseFrom(state: unknown): QuickBookingUse | null {
  const used = (state as { quickBookUsed?: Partial<QuickBookingUse> | null } | null)?.quickBookUsed;
  if (!used || typeof used.name !== 'string' || (used.kind !== 'package' && used.kind !== 'benefit')) return null;
  const usesLeft = typeof used.usesLeft === 'number' ? used.usesLeft : null;
  return { kind: used.kind, name: used.name, usesLeft };
}

/** "Junior Swim 5-Pass used, 3 left"; "… used, none left"; "… used" when its uses are unlimited. */
export function passUsedText({ name, usesLeft }: QuickBookingUse): string {
  if (usesLeft === null) return `${name} used`;
  return `${name} used, ${usesLeft === 0 ? 'none' : usesLeft} left`;
}

/**
 * What a quick booking used, under the order's summary (docs/decisions/0018-one-tap-booking.md): the pass or benefit
 * and its uses left. Nothing for an order checked out through the basket.
 */
export function PassUsedNote({ navigationState }: { navigationState: unknown }) {
  const used = quickBookUseFrom(navigationState);
  if (!used) return null;
  return (
    <Note>
      <CheckIcon aria-hidden="true" />
      {passUsedText(used)}
    </Note>
  );
}
