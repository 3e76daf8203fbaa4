import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useLessonSandbox } from './support/lessonFixtures.ts';

// The user answer says who teaches (docs/decisions/0596-teachers-at-poolside.md): the staff bar links a teacher's
// classes and their log-in lands on them.
const { api } = useLessonSandbox();
const userOf = async (key: 'teacher' | 'staff' | 'sharedEmailParent') =>
  (await api.call(contract.auth.getUser, { token: await api.login(key) })).json.data as Record<string, unknown>;

describe('teaches', () => {
  it('is true for the demo teacher, false for other staff and absent for customers', async () => {
    expect((await userOf('teacher')).teaches).toBe(true);
    expect((await userOf('staff')).teaches).toBe(false);
    expect(await userOf('sharedEmailParent')).not.toHaveProperty('teaches');
  });
});
