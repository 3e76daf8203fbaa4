import type { RefObject } from 'react';
import type { LessonPlace } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useLeaveLessonClassMutation } from '@leisure/api-client/endpoints/lessonsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { ConfirmDialog, type ConfirmOutcome } from '@leisure/ui';
import { dateText } from '../lessonLabels.ts';

export interface LeaveClassDialogProps {
  place: LessonPlace;
  learnerName: string;
  afterDoneFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** What the answer says the leaving comes to: the API's words, then the last collection when there is one (0592). */
function leftText(place: LessonPlace, learnerName: string): string {
  const last = place.payment?.method === 'directDebit' ? place.payment.lastCollection : null;
  const collection = last ? ` Last collection: ${last.amount.formatted} on ${dateText(last.date)}.` : '';
  return `${learnerName}: ${place.statusText}.${collection}`;
}

/**
 * Leaving a class with a month's notice, or a waiting list at once (docs/decisions/0592): what leaving means is said
 * before it is confirmed, and the answer's last lesson and last collection after.
 */
export function LeaveClassDialog({ place, learnerName, afterDoneFocusRef, onClose }: LeaveClassDialogProps) {
  const dispatch = useAppDispatch();
  const [leave, { isLoading }] = useLeaveLessonClassMutation();
  const inLine = place.status === 'waiting';
  const what = inLine ? `the ${place.level.name} waiting list` : (place.class?.name ?? place.level.name);

  async function confirm(): Promise<ConfirmOutcome> {
    const result = await leave({ params: { id: place.id } });
    if ('error' in result) {
      const reason = isApiError(result.error) ? ` ${result.error.message}` : ' Please try again.';
      dispatch(showToast({ content: `We couldn’t take ${learnerName} out of ${what}.${reason}`, type: 'danger' }));
      return 'failed';
    }
    dispatch(showToast({ content: leftText(result.data, learnerName), type: 'success' }));
    return 'done';
  }

  return (
    <ConfirmDialog
      title={`${learnerName}: leave ${what}?`}
      confirm={{
        label: inLine ? 'Yes, leave the list' : 'Yes, give notice',
        name: inLine ? `Yes, leave the list for ${learnerName}` : `Yes, give notice for ${learnerName}`,
        busy: isLoading,
        onConfirm: confirm,
      }}
      keepLabel={inLine ? 'Stay in line' : 'Keep the place'}
      afterDoneFocusRef={afterDoneFocusRef}
      onClose={onClose}
    >
      {inLine ? (
        <p>{`${learnerName} leaves the line at once and loses their place in it.`}</p>
      ) : place.payment?.method === 'cardBlock' ? (
        // A block by card keeps its paid lessons and is not refunded (docs/decisions/0599).
        <p>{`${learnerName} keeps the lessons already paid for, up to ${dateText(place.payment.paidUpTo)}, and the place ends after them. Nothing more is paid and nothing is refunded.`}</p>
      ) : (
        <>
          <p>
            Leaving takes a month’s notice: the place ends on the day before the same date next month, and the last
            lesson is the class’s last one up to then. The last Direct Debit collection pays for that part month only.
          </p>
          <p>A place whose first lesson is still to come ends at once, and nothing is collected.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
