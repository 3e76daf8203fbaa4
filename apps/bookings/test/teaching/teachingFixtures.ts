import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract, type LessonRegister } from '@leisure/api-contract';
import { createAuthCookies } from '@leisure/auth';
import { addDays, londonToday } from '@leisure/dates';
import { apiBaseUrl } from '../support/sandboxApi.ts';

/** The API as the logged-in teacher (the cookie's token), for what the page should show. */
export function teacherApi() {
  const token = createAuthCookies({ domain: undefined, secure: false }).readToken();
  return createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
}

export const teacherDay = (date: string) =>
  callEndpoint(teacherApi(), contract.lessons.getTeacherDay, { query: { date } });

/**
 * The latest lesson, today or before, of the demo teacher's class with `firstName` on its register (Ellie Hughes's
 * Stage 3 in the seed): counted back from the pinned clock, so no test depends on today's weekday (decision 0006).
 */
export async function latestRegisterWith(firstName: string): Promise<LessonRegister> {
  const today = londonToday();
  for (let back = 0; back <= 70; back += 1) {
    const day = await teacherDay(addDays(today, -back));
    const register = day.registers.find((candidate) =>
      candidate.learners.some((learner) => learner.firstName === firstName && learner.kind === 'enrolled'),
    );
    if (register) return register;
  }
  throw new Error(`No lesson in the last 70 days has ${firstName} on its register`);
}
