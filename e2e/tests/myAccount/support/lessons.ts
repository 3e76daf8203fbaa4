import type { APIRequestContext } from '@playwright/test';
import { demoAccounts } from '@leisure/sandbox-api/testing';
import { bearer, dataOf } from '../../../support/apiAnswers.ts';
import { emailsTo, tokenOf } from '../../bookings/support/memberApi.ts';

// Lessons through the sandbox API, in its wire casing (docs/decisions/0590–0593): what a family and a teacher do that
// the page under test does not, so that each run of a journey has a family and places of its own.

interface WireClass {
  id: number;
  name: string;
  venue: { id: number; name: string };
  level: { id: number; position: number; name: string };
  teacher: string | null;
  spaces: number;
}

/** Megan Price, the demo teacher, as the classes name her. */
const TEACHER = `${demoAccounts.teacher.firstName} ${demoAccounts.teacher.lastName[0]}.`;

const classesOf = async (request: APIRequestContext): Promise<WireClass[]> =>
  (
    await dataOf<{ classes: WireClass[] }>(
      await request.get('/api/lessons/classes?programme=learn-to-swim'),
      'the Learn to Swim classes',
    )
  ).classes;

/** A child of eight in the parent's household (the Family page's "Add a child"), by their id. */
export async function addChild(request: APIRequestContext, token: string, firstName: string): Promise<number> {
  const household = await dataOf<{ members: { id: number; first_name: string }[] }>(
    await request.post('/api/my-account/household/children', {
      headers: bearer(token),
      data: { first_name: firstName, last_name: 'Swimmer', date_of_birth: '2018-03-01' },
    }),
    `adding ${firstName}`,
  );
  return household.members.find((member) => member.first_name === firstName)!.id;
}

const bankDetails = (holder: string) => ({
  payment_method: 'directDebit',
  bank_details: {
    account_holder: holder,
    dd_terms_accepted: true,
    account_details: { sort_code: '107999', account_number: '88837491' },
  },
  billing_day: 15,
});

/**
 * Enrols the child in a class the demo teacher takes that has a space, at a venue whose next level also has a class
 * with a space (so passing makes a move-up offer), setting up the parent's Direct Debit. A class whose free place
 * someone in line fits refuses (0591): the next one is tried.
 */
export async function enrolInTeachersClass(
  request: APIRequestContext,
  token: string,
  { learnerId, holder }: { learnerId: number; holder: string },
): Promise<WireClass> {
  const classes = await classesOf(request);
  const nextLevelFree = (lessonClass: WireClass) =>
    classes.some(
      (other) =>
        other.venue.id === lessonClass.venue.id &&
        other.level.position === lessonClass.level.position + 1 &&
        other.spaces > 0,
    );
  const candidates = classes.filter(
    (lessonClass) =>
      lessonClass.teacher === TEACHER &&
      lessonClass.spaces > 0 &&
      lessonClass.level.position >= 2 &&
      nextLevelFree(lessonClass),
  );
  for (const lessonClass of candidates) {
    const answer = await request.post('/api/my-account/lessons/enrolments', {
      headers: bearer(token),
      data: { class_id: lessonClass.id, learner_id: learnerId, ...bankDetails(holder) },
    });
    if (answer.status() === 201) return lessonClass;
  }
  throw new Error(`No class of ${TEACHER}'s with a space took the learner (${candidates.length} tried)`);
}

/** The demo teacher ticks `count` competencies of the class's level (all when not given) for the learner. */
export async function tickCompetencies(
  request: APIRequestContext,
  { classId, learnerId, count }: { classId: number; learnerId: number; count?: number },
): Promise<void> {
  const detail = await dataOf<{ competencies: { id: number }[] }>(
    await request.get(`/api/lessons/classes/${classId}`),
    'the class',
  );
  const teacher = await tokenOf(request, demoAccounts.teacher.reference);
  const ids = detail.competencies.slice(0, count ?? detail.competencies.length).map(({ id }) => id);
  await dataOf(
    await request.post(`/api/staff/lessons/learners/${learnerId}/competencies`, {
      headers: bearer(teacher),
      data: { competency_ids: ids, passed: true },
    }),
    'ticking competencies',
  );
}

/** Puts the child in line for Stage 1 where a class has a space: it is offered at once, and the offer emailed. */
export async function offeredStage1Place(
  request: APIRequestContext,
  token: string,
  { learnerId, email }: { learnerId: number; email: string },
): Promise<{ className: string; link: string }> {
  const free = (await classesOf(request)).find(
    (lessonClass) => lessonClass.level.position === 1 && lessonClass.spaces > 0,
  );
  if (!free) throw new Error('No Stage 1 class has a space');
  const place = await dataOf<{ status: string; class: { name: string } | null }>(
    await request.post('/api/my-account/lessons/waiting-list', {
      headers: bearer(token),
      data: { learner_id: learnerId, venue_id: free.venue.id, level_id: free.level.id },
    }),
    'joining the Stage 1 line',
  );
  if (place.status !== 'offered')
    throw new Error(`Joining the line at ${free.venue.name} left the child ${place.status}`);
  const [offerEmail] = await emailsTo(request, email, 'lesson_place_offer');
  const link = /Accept it: (\/lessons\/offers\/\d+)/.exec(offerEmail?.body_text ?? '')?.[1];
  if (!link) throw new Error(`No offer email with a link went to ${email}`);
  return { className: place.class!.name, link };
}
