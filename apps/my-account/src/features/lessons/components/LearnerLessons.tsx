import { useRef } from 'react';
import type { LessonLearner } from '@leisure/api-contract/browser';
import { learnerName } from '../lessonLabels.ts';
import { livePlaces } from '../rules/lessonsRules.ts';
import { CreditsCard } from './CreditsCard.tsx';
import { LearnerSection } from './lessonsStyles.ts';
import { LevelProgressCard } from './LevelProgressCard.tsx';
import { PlaceCard } from './PlaceCard.tsx';

/** One learner: their live places (offers first), their progress in each level and their absences and credits. */
export function LearnerLessons({ learner }: { learner: LessonLearner }) {
  const name = learnerName(learner);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `learner-${learner.id}-heading`;
  const places = livePlaces(learner);
  return (
    <LearnerSection aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {name}
      </h2>
      {places.length === 0 && <p>{`${name} has no class or waiting-list place at the moment.`}</p>}
      {places.map((place) => (
        <PlaceCard key={place.id} place={place} learnerName={name} afterDoneFocusRef={headingRef} />
      ))}
      {learner.progress.map((progress) => (
        <LevelProgressCard key={progress.level.id} progress={progress} learnerName={name} />
      ))}
      <CreditsCard learner={learner} name={name} />
    </LearnerSection>
  );
}
