import { InfoIcon } from '@leisure/ui';
import { prettyDate } from '@leisure/dates';
import type { MembershipLine } from '../orderLines.ts';
import { Note, Notes } from './confirmationStyles.ts';

/**
 * What the member needs to know or do next (docs/product/joining.md §2): eligibility still to be confirmed, and a Direct Debit this
 * order set up. Plain notes: they are news, not errors, so nothing is announced over the heading.
 */
export function MembershipNotes({ line }: { line: MembershipLine }) {
  if (!line.requiresEligibility && !line.newDirectDebitMandate) return null;
  return (
    <Notes>
      {line.requiresEligibility && (
        <Note>
          <InfoIcon />
          <div>
            <h2>Your membership is pending</h2>
            <p>
              This membership is for people who meet its eligibility rules, so it stays pending until we have seen your
              proof of eligibility (for example a student card or concession letter).
            </p>
            <p>
              Upload it from your online account, or bring it to {line.homeVenue.name} on your first visit. We will
              activate your membership as soon as it has been checked.
            </p>
          </div>
        </Note>
      )}
      {line.newDirectDebitMandate && (
        <Note>
          <InfoIcon />
          <div>
            <h2>Your Direct Debit is set up</h2>
            <p>
              We have set up a Direct Debit instruction for your membership.
              {line.firstCollectionDate &&
                ` Your first monthly payment of ${line.baseFee.formatted} will be collected on ${prettyDate(line.firstCollectionDate)}.`}
            </p>
            <p>We will email you an advance notice of your payments before the first collection.</p>
          </div>
        </Note>
      )}
    </Notes>
  );
}
