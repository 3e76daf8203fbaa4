import type { APIRequestContext } from '@playwright/test';
import { bearer, dataOf } from '../../support/apiAnswers.ts';
import { expect, test } from '../../support/fixtures.ts';
import { atEachWidth } from '../../support/widths.ts';
import { findClasses, logInToLessons, parentWithChild, VENUE } from '../bookings/support/lessonsSteps.ts';
import { emailsTo } from '../bookings/support/memberApi.ts';
import { expectAccountHeadingAndTitle } from '../myAccount/support/accountPages.ts';
import { appUrl, checkStateAt } from '../platform/support/platform.ts';

// From a full class to a place (issue 25; docs/decisions/0591, 0592, 0594, 0595): a parent finds Stage 3 for their
// child in bookings, finds the Sunday class full and joins its waiting list; another family turns their offered place
// down, so it is offered to the parent, who opens the offer email's link in my account and accepts it, setting up a
// Direct Debit. Sunday's Stage 3 at Islington has three free places in the seed and nobody seeded in line can do
// Sundays: three other families take them as offers first (the line offers a fitting place at once). It reads and
// fills places every other test may use, so it runs on the faults sandbox, reseeded first.
const SUNDAY = 7;
const otherFamilies = ['Ashby', 'Brook', 'Carter', 'Dale', 'Ellis'];

interface WireClass {
  id: number;
  venue: { name: string };
  level: { id: number; name: string; position: number };
  venue_id?: number;
  schedule: { weekday: number };
  spaces: number;
}

interface WirePlace {
  id: number;
  status: string;
}

/** Islington's Sunday Stage 3, as the public class list has it. */
async function sundayStage3(request: APIRequestContext): Promise<WireClass & { venue: { id: number } }> {
  const { classes } = await dataOf<{ classes: (WireClass & { venue: { id: number } })[] }>(
    await request.get('/api/lessons/classes?programme=learn-to-swim'),
    'the Learn to Swim classes',
  );
  const found = classes.find(
    (lessonClass) =>
      lessonClass.venue.name === VENUE &&
      lessonClass.level.name === 'Stage 3' &&
      lessonClass.schedule.weekday === SUNDAY,
  );
  if (!found) throw new Error(`No Sunday Stage 3 at ${VENUE}`);
  return found;
}

/** Another family in line for Sunday Stage 3 at Islington: offered one of its free places at once. */
async function familyOffered(request: APIRequestContext, width: number, index: number) {
  const { parent, childId } = await parentWithChild(request, width, otherFamilies[index]);
  const lessonClass = await sundayStage3(request);
  const place = await dataOf<WirePlace>(
    await request.post('/api/my-account/lessons/waiting-list', {
      headers: bearer(parent.token),
      data: {
        learner_id: childId,
        venue_id: lessonClass.venue.id,
        level_id: lessonClass.level.id,
        preferred_days: [SUNDAY],
      },
    }),
    'another family joining the Sunday line',
  );
  expect(place.status, 'a free Sunday place offered at once').toBe('offered');
  return { token: parent.token, placeId: place.id };
}

atEachWidth((width) => {
  test('a parent joins a full Stage 3’s waiting list, is offered a freed place and accepts it by Direct Debit', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    // Nine states, each checked with axe, on a 2-core machine.
    test.setTimeout(6 * 60_000);
    await sandbox.reset();
    const free = (await sundayStage3(request)).spaces;
    expect(free, 'the seed leaves Sunday Stage 3 places to fill').toBeGreaterThan(0);
    const others = [];
    for (let index = 0; index < free; index += 1) others.push(await familyOffered(request, width, index));
    expect((await sundayStage3(request)).spaces).toBe(0);

    // Bookings: the class finder, the full class, its waiting list.
    const { parent, child } = await parentWithChild(request, width);
    await logInToLessons(page, testInfo, parent);
    const list = await findClasses(page, 'Sunday');
    const card = list.getByRole('article', { name: /^Stage 3, Sundays/ });
    await expect(card).toContainText('Full – waiting list');
    await checkStateAt(page, testInfo, width, 'lessons-full-class');
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /^Stage 3, Sundays/ })).toBeVisible();
    await page.getByRole('link', { name: 'Join waiting list' }).click();

    const form = page.getByRole('form', { name: 'Join the waiting list' });
    await expect(form.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await form.getByRole('radio', { name: new RegExp(`^${child}`) }).check();
    await form.getByRole('button', { name: 'Join waiting list' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Kit is \d+(st|nd|rd|th) in line$/ })).toBeFocused();
    await expect(page.getByText(/^We will email you as soon as a place is offered/)).toBeVisible();
    await checkStateAt(page, testInfo, width, 'lessons-in-line-for-sunday');

    // Another family turns their place down: it goes to the first in line who can do Sundays.
    await dataOf(
      await request.post(`/api/my-account/lessons/offers/${others[0]!.placeId}/decline`, {
        headers: bearer(others[0]!.token),
      }),
      'the other family declining',
    );
    const [offerEmail] = await emailsTo(request, parent.email, 'lesson_place_offer');
    const link = /Accept it: (\/lessons\/offers\/\d+)/.exec(offerEmail?.body_text ?? '')?.[1];
    expect(link, 'the offer email links to the offer').toBeTruthy();

    // My account, from the email's link (the log-in is shared by the front ends): no mandate yet, so bank details.
    await page.goto(appUrl(testInfo, 'my-account', link));
    await expectAccountHeadingAndTitle(page, 'Lesson offer');
    const offer = page.getByRole('article', { name: new RegExp(`^${child}: Place offered: Stage 3`) });
    await expect(offer).toContainText('Answer by');
    await checkStateAt(page, testInfo, width, 'lessons-offer-no-mandate');
    const accept = page.getByRole('article', { name: 'Accept and pay monthly by Direct Debit' });
    await accept.getByRole('textbox', { name: /^Name on the account/ }).fill(`Robin ${parent.lastName}`);
    await accept.getByRole('textbox', { name: /^Sort code/ }).fill('08-99-99');
    await accept.getByRole('textbox', { name: /^Account number/ }).fill('66374958');
    await accept.getByRole('checkbox', { name: /^I confirm that I am the account holder/ }).check();
    await accept.getByRole('combobox', { name: /^Billing day/ }).selectOption({ label: '15th' });
    await checkStateAt(page, testInfo, width, 'lessons-offer-bank-details');
    await accept.getByRole('button', { name: 'Continue' }).click();

    await expect(accept.getByText('66374958').or(accept.getByText(/4958/)).first()).toBeVisible();
    await checkStateAt(page, testInfo, width, 'lessons-offer-check-bank-details');
    await accept.getByRole('button', { name: 'Confirm and accept the place' }).click();

    // Back on Lessons: the place, its first collection, and the Direct Debit now set up.
    await expect(page.getByText(new RegExp(`^${child} has a place in Stage 3`))).toBeVisible();
    await expectAccountHeadingAndTitle(page, 'Lessons');
    const placeCard = page.getByRole('article', { name: new RegExp(`^${child}: Stage 3 · Sundays`) });
    await expect(placeCard).toContainText('by Direct Debit');
    await expect(placeCard).toContainText(/First collection£\d+\.\d\d on \d{1,2} [A-Z][a-z]+ \d{4}/);
    await checkStateAt(page, testInfo, width, 'lessons-offer-accepted-by-direct-debit');
    const mandate = await dataOf<{ instruction: { account_number_masked: string } | null }>(
      await request.get('/api/my-account/direct-debit', { headers: bearer(parent.token) }),
      'the parent’s Direct Debit',
    );
    expect(mandate.instruction?.account_number_masked).toMatch(/4958$/);
  });
});
