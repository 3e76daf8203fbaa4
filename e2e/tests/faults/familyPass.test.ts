import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { bearer } from '../../support/apiAnswers.ts';
import { atEachWidth } from '../../support/widths.ts';
import { expect, test } from '../../support/fixtures.ts';
import { logInAtVenueDay } from '../bookings/support/bookingsSteps.ts';
import { tokenOf } from '../bookings/support/memberApi.ts';
import { checkStateAt } from '../platform/support/platform.ts';
import { bookFor, ellie, sessionOnElliesPass } from '../myAccount/support/households.ts';

// A parent books a class for his child with the child's own pass (docs/decisions/0313: a household uses each other's
// entitlements; 0305: the attendee's package prices their place). Ellie's Junior Swim 5-Pass covers one Junior Swim
// Squad this week that she is not booked on yet, so each width starts from a fresh seed on this project's own
// sandbox (the sandbox fixture) rather than taking the other's place.
const VENUE = 'islington-pool';
const chris = { email: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD };

interface PackageAnswer {
  data: { name: string; uses_left: number }[];
}

atEachWidth((width) => {
  test("a parent books his child's class with her pass, and pays nothing", async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    await sandbox.reset();
    const ellieToken = await tokenOf(request, demoAccounts.sharedEmailChild.reference);
    const usesLeft = async () => {
      const answer = await request.get('/api/my-account/packages', { headers: bearer(ellieToken) });
      const pass = ((await answer.json()) as PackageAnswer).data.find((held) => held.name === 'Junior Swim 5-Pass');
      return pass?.uses_left;
    };
    const before = await usesLeft();
    expect(before, "Ellie's seeded pass has uses left").toBeGreaterThan(0);

    const { daysAhead, session } = await sessionOnElliesPass(request, VENUE);
    await logInAtVenueDay(page, testInfo, { venue: VENUE, daysAhead }, chris);
    await bookFor(page, testInfo, width, { session, who: ellie, pays: 'pass' });
    await checkStateAt(page, testInfo, width);
    expect(await usesLeft()).toBe(before! - 1);
  });
});
