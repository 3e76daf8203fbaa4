import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, dataOf } from '../../../support/apiAnswers.ts';
import { expect, londonDate } from '../../../support/fixtures.ts';
import { registerAdult, type RegisteredAdult } from '../../myAccount/support/households.ts';
import { bookingsUrl, logInHere } from './bookingsSteps.ts';
import { yearsBefore, type IsoDate } from '@leisure/dates';

// What a parent does in bookings' Lessons (docs/decisions/0594), written once for the journeys that find a class.

/** The seeded venue with every swimming level (apps/sandbox-api/src/features/lessons/seed/classCatalogue.ts). */
export const VENUE = 'Islington Pool & Gym';

/**
 * A new parent with a child of seven (born 7 years and 100 days before the sandbox's today; 28 February for a 29th),
 * by the child's name and id.
 */
export async function parentWithChild(request: APIRequestContext, width: number, lastName?: string) {
  const parent = await registerAdult(request, {
    email: `lessons.${randomUUID().slice(0, 8)}@example.com`,
    firstName: 'Robin',
    lastName: lastName ?? (width === 375 ? 'Narrowby' : 'Wideman'),
  });
  const household = await dataOf<{ members: { id: number; first_name: string }[] }>(
    await request.post('/api/my-account/household/children', {
      headers: bearer(parent.token),
      data: {
        first_name: 'Kit',
        last_name: parent.lastName,
        date_of_birth: yearsBefore(londonDate(-100) as IsoDate, 7),
      },
    }),
    'adding a child',
  );
  const childId = household.members.find((member) => member.first_name === 'Kit')!.id;
  return { parent, child: `Kit ${parent.lastName}`, childId };
}

/** Bookings' log-in, coming back to the class finder. */
export async function logInToLessons(page: Page, testInfo: Parameters<typeof bookingsUrl>[0], parent: RegisteredAdult) {
  await page.goto(bookingsUrl(testInfo, '/login?redirect=%2Flessons'));
  await logInHere(page, { email: parent.reference, password: parent.password });
  await expect(page.getByRole('heading', { level: 1, name: 'Lessons and courses' })).toBeVisible();
}

/** The finder narrowed to a 7-year-old at Islington on `day`, one filter at a time, each kept in the address. */
export async function findClasses(page: Page, day: string) {
  await page.getByRole('textbox', { name: /^Learner’s age/ }).fill('7');
  await page.getByRole('combobox', { name: 'Venue' }).selectOption({ label: VENUE });
  await page.getByRole('combobox', { name: 'Day', exact: true }).selectOption({ label: day });
  await expect(page).toHaveURL(/age=7/);
  await expect(page).toHaveURL(/venue=islington-pool/);
  const list = page.getByRole('list', { name: 'Classes' });
  await expect(list.getByRole('article').first()).toBeVisible();
  return list;
}
