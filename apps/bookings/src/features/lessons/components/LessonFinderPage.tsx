import styled from 'styled-components';
import { isApiError } from '@leisure/api-client';
import { useGetLessonProgrammesQuery, useSearchLessonClassesQuery } from '@leisure/api-client/endpoints/lessonsApi';
import { usePageTitle } from '@leisure/theme';
import { Spinner } from '@leisure/ui';
import { useLessonSearch } from '../hooks/useLessonSearch.ts';
import { lessonClassesQueryOf } from '../rules/lessonSearch.ts';
import { LessonClassCard } from './LessonClassCard.tsx';
import { LessonFilters } from './LessonFilters.tsx';
import { Intro, PageHeading } from './lessonStyles.ts';

const Results = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The venues that teach lessons, from the classes there are (every class, unfiltered). */
function useLessonVenues() {
  const { data } = useSearchLessonClassesQuery({ query: {} });
  const venues = new Map<string, string>();
  for (const lessonClass of data?.classes ?? []) venues.set(lessonClass.venue.slug, lessonClass.venue.name);
  return [...venues].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /lessons (docs/decisions/0594): swimming lessons and courses by the learner's age or level, venue, day and time,
 * each with its places ("3 places left", "Full – waiting list"). The filters live in the address.
 */
export function LessonFinderPage() {
  usePageTitle('Lessons');
  const [search, update] = useLessonSearch();
  const programmes = useGetLessonProgrammesQuery();
  const venues = useLessonVenues();
  const classes = useSearchLessonClassesQuery({ query: lessonClassesQueryOf(search) });
  const error = classes.error;
  const ageError = isApiError(error) ? error.validationMessages.age?.[0] : undefined;
  const shown = error ? [] : (classes.data?.classes ?? []);
  const count = shown.length === 1 ? '1 class' : `${shown.length} classes`;

  return (
    <>
      <PageHeading>Lessons and courses</PageHeading>
      <Intro>
        Swimming lessons from Ducklings to Stage 7, adult lessons and junior tennis. Find a weekly class, enrol and pay
        monthly by Direct Debit, or join the waiting list of a full one.
      </Intro>
      <LessonFilters
        search={search}
        programmes={programmes.data?.programmes ?? []}
        venues={venues}
        ageError={ageError}
        onChange={update}
      />
      {classes.isFetching && !classes.data ? (
        <Spinner label="Finding classes" />
      ) : error && !ageError ? (
        <p role="alert">The classes could not be loaded. Please try again.</p>
      ) : (
        <>
          <p role="status">{ageError ? 'Check the age to see classes.' : `${count} found`}</p>
          {shown.length > 0 ? (
            <Results aria-label="Classes">
              {shown.map((lessonClass) => (
                <li key={lessonClass.id}>
                  <LessonClassCard lessonClass={lessonClass} />
                </li>
              ))}
            </Results>
          ) : (
            !ageError && <p>No classes match. Try another day or time, or clear the filters.</p>
          )}
        </>
      )}
    </>
  );
}
