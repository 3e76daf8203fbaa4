import { useGetMyLessonsQuery } from '@leisure/api-client/endpoints/lessonsApi';
import { usePageTitle } from '@leisure/theme';
import { Button, Spinner } from '@leisure/ui';
import { hasLessons } from '../rules/lessonsRules.ts';
import { LearnerLessons } from './LearnerLessons.tsx';
import { Intro, Page } from './lessonsStyles.ts';

/**
 * Lessons (docs/decisions/0595-lessons-in-my-account.md): for the customer and each household member they book for,
 * their class and next lesson, progress, absences and make-up credits, places in line and offers, leaving with
 * notice and the Direct Debit collections for lessons.
 */
export function LessonsPage() {
  usePageTitle('Lessons');
  const { data, isError, refetch } = useGetMyLessonsQuery();

  function body() {
    if (isError) {
      return (
        <div role="alert">
          <p>We couldn’t load your lessons.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!data) return <Spinner label="Loading your lessons" />;
    const learners = data.learners.filter(hasLessons);
    if (learners.length === 0) {
      return (
        <p>
          Nobody in your household has lessons yet. Find a class for a child or yourself in Lessons on the booking site.
        </p>
      );
    }
    return learners.map((learner) => <LearnerLessons key={learner.id} learner={learner} />);
  }

  return (
    <Page>
      <div>
        <h1>Lessons</h1>
        <Intro>
          Swimming lessons and courses for you and the people you book for: each class, how they are getting on, and the
          make-ups and offers waiting for an answer.
        </Intro>
      </div>
      {body()}
    </Page>
  );
}
