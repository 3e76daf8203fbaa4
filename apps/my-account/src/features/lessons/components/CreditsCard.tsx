import type { LessonLearner, MakeUpCredit } from '@leisure/api-contract/browser';
import { ButtonLink } from '@leisure/ui';
import { dateText, lessonDayText } from '../lessonLabels.ts';
import { makeUpPath } from '../lessonPaths.ts';
import { Card, PlainList } from './lessonsStyles.ts';

function creditText(credit: MakeUpCredit): string {
  const missed = `For ${credit.missedLesson.className} on ${dateText(credit.missedLesson.lessonDate)}.`;
  if (credit.state === 'booked' && credit.booked)
    return `${missed} Booked: ${credit.booked.className} on ${lessonDayText(credit.booked.lessonDate)}.`;
  if (credit.state === 'expired') return `${missed} Expired on ${dateText(credit.expiresOn)}.`;
  return `${missed} Use it by ${dateText(credit.expiresOn)}.`;
}

const stateWord = { available: 'Available', booked: 'Booked', expired: 'Expired' } as const;

/**
 * Absences and the make-up credits they earned (docs/decisions/0593): one credit an absence, two a term, each lasting
 * 42 days; an available one books a make-up in another class of the same level.
 */
export function CreditsCard({ learner, name }: { learner: LessonLearner; name: string }) {
  const { absences, makeUpCredits } = learner;
  if (absences.length === 0 && makeUpCredits.length === 0) return null;
  return (
    <Card aria-label={`${name}: absences and make-up credits`}>
      <h3>Absences and make-up lessons</h3>
      {absences.length > 0 ? (
        <>
          <h4>Absences</h4>
          <PlainList aria-label="Absences">
            {absences.map((absence) => (
              <li key={`${absence.classId}-${absence.lessonDate}`}>
                {`${absence.className}: ${lessonDayText(absence.lessonDate)}`}
              </li>
            ))}
          </PlainList>
        </>
      ) : null}
      <h4>Make-up credits</h4>
      {makeUpCredits.length === 0 ? (
        <p>No make-up credits. An absence earns one, up to two a term.</p>
      ) : (
        <PlainList aria-label="Make-up credits">
          {makeUpCredits.map((credit) => (
            <li key={credit.id}>
              <p>
                <strong>{`${stateWord[credit.state]}: ${credit.level.name} make-up`}</strong>
              </p>
              <p>{creditText(credit)}</p>
              {credit.state === 'available' && (
                <p>
                  <ButtonLink
                    variant="secondary"
                    href={makeUpPath(credit.id)}
                    aria-label={`Book a make-up for ${name}, credit expiring ${dateText(credit.expiresOn)}`}
                  >
                    Book a make-up
                  </ButtonLink>
                </p>
              )}
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
