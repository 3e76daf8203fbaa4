import { useEffect, useRef } from 'react';
import { Link } from '@leisure/ui';
import type { Refusal } from '../enrol/enrolMachine.ts';
import { enrolmentQueuePath, waitingListPath } from '../lessonPaths.ts';
import { Refusal as RefusalBox } from './lessonStyles.ts';

export interface EnrolRefusalProps {
  classId: number;
  refusal: Refusal | null;
  /** The class's term has its enrolment day on: a 409 means the queue has not let the caller in (yet). */
  queueOpen: boolean;
}

/**
 * Why the place could not be taken, focused as it appears (docs/decisions/0592), with the way on: the waiting list
 * when the class filled, the queue while its enrolment day runs. Shared by the payment and review steps.
 */
export function EnrolRefusal({ classId, refusal, queueOpen }: EnrolRefusalProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) alert.current?.focus();
  }, [refusal]);
  if (!refusal) return null;
  const full = refusal.status === 409 && /full/i.test(refusal.message);
  const toQueue = refusal.status === 409 && queueOpen && !full;
  return (
    <RefusalBox ref={alert} tabIndex={-1} role="alert">
      <p>{refusal.message}</p>
      {full && (
        <p>
          <Link href={waitingListPath(classId)}>Join the waiting list for this class</Link>
        </p>
      )}
      {toQueue && (
        <p>
          <Link href={enrolmentQueuePath(classId)}>Join the queue for this class</Link>
        </p>
      )}
    </RefusalBox>
  );
}
